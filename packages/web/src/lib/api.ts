import {
  apiErrorSchema,
  ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  type RouteDefinition,
  type RouteInput,
  type RouteResponse,
  routePath,
  routeQuery,
} from '@ante/core';

/** Shown whenever the server gave no message of its own (network down, proxy page, bad JSON). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please try again.';

/**
 * A failed API call. `message` is always fit for the player; `fromServer` says whether
 * it is the server's own `{message}` or our generic fallback, because the error
 * toasts (docs/product.md#errors-the-player-sees) treat the two differently.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** Set when an edge proxy answered with a bot challenge; the page must reload to pass it. */
  readonly challenged: boolean;
  /** The input a 400 is about (`amount`, `params.target`), when the server named one. */
  readonly field: string | null;
  /** How long the server asked us to wait before sending again (its Retry-After), if it did. */
  readonly retryAfterMs: number | null;
  /** The dollar amounts the message names, in its order (written in it as `usdText` writes them). */
  readonly amountsUsd: readonly string[];

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fromServer: boolean,
    details: {
      challenged?: boolean;
      field?: string;
      retryAfterMs?: number | null;
      amountsUsd?: string[];
    } = {},
  ) {
    super(message);
    this.challenged = details.challenged ?? false;
    this.field = details.field ?? null;
    this.retryAfterMs = details.retryAfterMs ?? null;
    this.amountsUsd = details.amountsUsd ?? [];
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

async function request<T>(
  method: RouteDefinition['method'],
  path: string,
  parser: Parser<T>,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
) {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json', ...extraHeaders }
          : {
              accept: 'application/json',
              // The server refuses other body types: text/plain is what cross-site forms can send.
              'content-type': 'application/json',
              ...extraHeaders,
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
    const retryAfterSeconds = Number(response.headers.get('retry-after'));
    const retryAfterMs = retryAfterSeconds > 0 ? Math.min(retryAfterSeconds, 30) * 1000 : null;
    if (parsed.success) {
      const { code, message, field, amountsUsd } = parsed.data;
      throw new ApiError(response.status, code, message, true, {
        challenged,
        field,
        retryAfterMs,
        amountsUsd,
      });
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
 * A fresh Idempotency-Key: 128 random bits in hex. Not crypto.randomUUID, which a page
 * served over plain http from another host than localhost does not have.
 */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** Waits before each resend of a money call whose answer did not come back; then it gives up. */
export const MONEY_CALL_RETRY_DELAYS_MS = [500, 1_500];

/**
 * Worth sending again: no answer reached us, the first attempt is still being handled,
 * or the server could not reach its database or Redis for a moment (a restart) and did
 * nothing.
 */
function isWorthResending(error: unknown): boolean {
  return (
    isApiError(error, 'NETWORK_ERROR') ||
    isApiError(error, ErrorCode.IdempotencyKeyInProgress) ||
    isApiError(error, ErrorCode.Unavailable)
  );
}

/**
 * A call that moves money (a bet, a round's step, a tip, a vault move, a withdrawal, a
 * claim). Each call, that is each action of the player, gets a fresh Idempotency-Key;
 * when its answer is lost on the way, or the server says the first attempt is still
 * being handled, it is sent again under the same key, and the server gives the first
 * answer without moving the money twice. A 503 that asks to wait (Retry-After) is sent
 * again the same way, no sooner than asked.
 */
async function postOnce<T>(
  method: RouteDefinition['method'],
  path: string,
  body: unknown,
  parser: Parser<T>,
): Promise<T> {
  const headers = { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() };
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await request(method, path, parser, body, headers);
    } catch (error) {
      const delayMs = MONEY_CALL_RETRY_DELAYS_MS[attempt];
      if (delayMs === undefined || !isWorthResending(error)) throw error;
      const asked = isApiError(error) ? (error.retryAfterMs ?? 0) : 0;
      await new Promise((resolve) => setTimeout(resolve, Math.max(delayMs, asked)));
    }
  }
}

/** A route whose body is JSON (`api.call`), and one whose body is a multipart form (`api.upload`). */
type JsonRoute = RouteDefinition & { multipart?: undefined };
type UploadRoute = RouteDefinition & { multipart: object; params?: undefined };

/**
 * Sends a form with files (the verification documents) to the multipart route
 * `definition` names, telling `onProgress` the share sent so far (0 to 1).
 * XMLHttpRequest rather than fetch, since only it reports upload progress; answers and
 * errors read as every other call's.
 */
function upload<D extends UploadRoute>(
  definition: D,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<RouteResponse<D>> {
  const parser = definition.response as Parser<RouteResponse<D>>;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(definition.method, `/api${definition.path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', GENERIC_ERROR_MESSAGE, false));
    xhr.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const parsed = apiErrorSchema.safeParse(json);
        reject(
          parsed.success
            ? new ApiError(xhr.status, parsed.data.code, parsed.data.message, true, {
                field: parsed.data.field,
                amountsUsd: parsed.data.amountsUsd,
              })
            : new ApiError(xhr.status, 'UNKNOWN', GENERIC_ERROR_MESSAGE, false),
        );
        return;
      }
      try {
        resolve(parser.parse(json));
      } catch {
        reject(new ApiError(xhr.status, 'BAD_RESPONSE', GENERIC_ERROR_MESSAGE, false));
      }
    };
    xhr.send(form);
  });
}

/** The arguments after the definition: none when the route takes no input, else its input. */
type CallArgs<D extends RouteDefinition> =
  Record<never, never> extends RouteInput<D> ? [input?: RouteInput<D>] : [input: RouteInput<D>];

/**
 * Calls the route `definition` names (a route of `@ante/core`, defined once for both
 * sides): the path is built from `input.params`, the query from `input.query`, the body
 * is `input.body`, and the answer is parsed with the definition's response schema. A
 * `retrySafe` route (one that moves money) is sent with a fresh Idempotency-Key and
 * resent when its answer is lost, as `postOnce` describes.
 */
function call<D extends JsonRoute>(definition: D, ...[input]: CallArgs<D>): Promise<RouteResponse<D>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const path = routePath(definition.path, params) + routeQuery(query);
  const parser = definition.response as Parser<RouteResponse<D>>;
  if (definition.method === 'GET') return request('GET', path, parser);
  // A call without a body of its own still sends an empty JSON object: the server
  // refuses other body types on calls that change state.
  if (definition.retrySafe) return postOnce(definition.method, path, body ?? {}, parser);
  return request(definition.method, path, parser, body ?? {});
}

/**
 * The one way the web app talks to the API: same origin, cookie session, JSON both
 * ways. `call` takes a route definition from `@ante/core`, so a path or a field renamed
 * on the server fails the typecheck here; `upload` sends the verification documents.
 */
export const api = { call, upload };
