/** One request of the route fuzzer (api-fuzz.test.ts), replayable. */
export interface FuzzRequest {
  method: string;
  /** With its query string. */
  path: string;
  /** A body sent as JSON. */
  json?: unknown;
  /** A body sent as it is, with `contentType` (malformed JSON, another format, invalid UTF-8). */
  raw?: string | Uint8Array;
  contentType?: string;
}

/**
 * Requests the fuzzer once found answered wrongly (a 5xx, or a 4xx that changed
 * something), kept after their fix and replayed first on every run so the fix holds.
 */
export const FUZZ_REGRESSIONS: Array<{
  identity: 'visitor' | 'player' | 'other-player' | 'staff';
  request: FuzzRequest;
}> = [];
