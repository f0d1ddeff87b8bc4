import type { PlayMode, SeedChange, SessionInfo, SpinResponse } from './types';

/**
 * The studio's JSON API, same origin. A refusal answers `{error: {code, message}}`
 * with a 4xx or 5xx; it becomes an `ApiError` carrying the code, and a network
 * failure one with no code, which the game words as "did not go through".
 */

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: string | null,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
    });
  } catch {
    throw new ApiError(null, 'network error', 0);
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) {
    const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    throw new ApiError(
      typeof error?.code === 'string' ? error.code : null,
      typeof error?.message === 'string' ? error.message : `HTTP ${response.status}`,
      response.status,
    );
  }
  return body as T;
}

const post = <T>(path: string, body: unknown) =>
  call<T>(path, { method: 'POST', body: JSON.stringify(body) });

export const studioApi = {
  openSession: (body: { token: string | null; game: string; currency: string; mode: PlayMode }) =>
    post<SessionInfo>('/studio/api/session', body),
  spin: (sessionKey: string, bet: string) => post<SpinResponse>('/studio/api/spin', { sessionKey, bet }),
  changeSeed: (sessionKey: string, clientSeed: string) =>
    post<SeedChange>('/studio/api/seed', { sessionKey, clientSeed }),
  /** The published maths document, read as text: the paytable is drawn from it. */
  document: (url: string) => call<unknown>(url),
};

/** Where a finished round can be checked, on the studio's own page. */
export const verifyUrl = (roundId: string) => `/studio/rounds/${encodeURIComponent(roundId)}`;
