import { apiErrorSchema } from '@ante/core';

/** Shown whenever the server gave no message of its own (network down, proxy page, bad JSON). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please try again.';

/**
 * A failed API call. `message` is always fit for the player; `fromServer` says whether
 * it is the server's own `{message}` or our generic fallback, because the spec's error
 * toasts treat the two differently.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** Set when an edge proxy answered with a bot challenge; the page must reload to pass it. */
  readonly challenged: boolean;
  /** The input a 400 is about (`amount`, `params.target`), when the server named one. */
  readonly field: string | null;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fromServer: boolean,
    details: { challenged?: boolean; field?: string } = {},
  ) {
    super(message);
    this.challenged = details.challenged ?? false;
    this.field = details.field ?? null;
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** Anything with a zod-style `parse`; keeps this module free of a direct zod import. */
type Parser<T> = { parse(data: unknown): T };

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

async function request<T>(method: 'GET' | 'POST', path: string, parser: Parser<T>, body?: unknown) {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : {
              accept: 'application/json',
              // The server refuses other body types: text/plain is what cross-site forms can send.
              'content-type': 'application/json',
            },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', GENERIC_ERROR_MESSAGE, false);
  }

  const json = await readJson(response);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(json);
    const challenged = response.status === 403 && response.headers.get('cf-mitigated') === 'challenge';
    if (parsed.success) {
      const { code, message, field } = parsed.data;
      throw new ApiError(response.status, code, message, true, { challenged, field });
    }
    throw new ApiError(response.status, 'UNKNOWN', GENERIC_ERROR_MESSAGE, false, { challenged });
  }

  try {
    return parser.parse(json);
  } catch {
    throw new ApiError(response.status, 'BAD_RESPONSE', GENERIC_ERROR_MESSAGE, false);
  }
}

/**
 * The one way the web app talks to the API: same origin, cookie session, JSON both
 * ways. Each call names the contract schema from `@ante/core` that its answer must
 * match, so a drifted server shows up as an error here rather than deep in a screen.
 */
export const api = {
  get: <T>(path: string, parser: Parser<T>) => request('GET', path, parser),
  post: <T>(path: string, body: unknown, parser: Parser<T>) => request('POST', path, parser, body),
};
