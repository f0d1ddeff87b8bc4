/**
 * Bitcoin Core's JSON-RPC (Litecoin Core and Dogecoin Core speak the same), over HTTP
 * with the user and password of the node's URL (`http://user:password@host:port`).
 * Calls for a wallet go to `<url>/wallet/<name>`.
 */

export class RpcError extends Error {
  override name = 'RpcError';
  constructor(
    message: string,
    /** The node's error code; null when the node did not answer. */
    readonly code: number | null,
  ) {
    super(message);
  }
}

export interface RpcClient {
  call<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  /** The same node, for calls on one of its wallets. */
  wallet(name: string): RpcClient;
}

/** A call that takes longer than this is given up: the chain pass must not hang on a node. */
const TIMEOUT_MS = 20_000;

export function createRpcClient(url: string): RpcClient {
  const parsed = new URL(url);
  const auth = `Basic ${Buffer.from(`${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`).toString('base64')}`;
  parsed.username = '';
  parsed.password = '';
  const base = parsed.toString().replace(/\/$/, '');
  return clientAt(base, auth);
}

function clientAt(endpoint: string, auth: string): RpcClient {
  let id = 0;
  return {
    async call<T>(method: string, params: unknown[] = []): Promise<T> {
      id += 1;
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '1.0', id, method, params }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new RpcError(`node unreachable: ${(error as Error).message}`, null);
      }
      const text = await response.text();
      let body: { result?: T; error?: { code: number; message: string } | null };
      try {
        body = JSON.parse(text);
      } catch {
        // 401 and some 5xx come back without a JSON body.
        throw new RpcError(`node answered ${response.status}: ${text.slice(0, 200)}`, null);
      }
      if (body.error) throw new RpcError(`${method}: ${body.error.message}`, body.error.code);
      return body.result as T;
    },
    wallet(name) {
      const root = endpoint.replace(/\/wallet\/[^/]*$/, '');
      return clientAt(`${root}/wallet/${encodeURIComponent(name)}`, auth);
    },
  };
}
