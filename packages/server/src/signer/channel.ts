import http from 'node:http';
import {
  type ReserveProofRequest,
  type ReserveProofResult,
  SIGNATURE_HEADER,
  type SignerClient,
  type SignerInfo,
  SignerRefusal,
  type SignRequest,
  type SignResult,
  signatureFor,
  verifySignature,
} from './protocol';
import type { SignerService } from './service';

/** A request body past this is refused unread: no transaction the casino sends comes near it. */
const MAX_BODY_BYTES = 512 * 1024;
const CLIENT_TIMEOUT_MS = 20_000;

/**
 * The signer's HTTP side: `POST /sign`, `POST /prove-reserves` and `POST /info`, each authenticated with the
 * shared secret (protocol.ts). 401 for a bad signature, 403 for a transfer the signer
 * refuses, 400 for a malformed body; the reason is in `error`.
 */
export function startSignerServer(
  service: SignerService,
  options: { secret: string; host: string; port: number; log?: (line: string) => void },
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || !['/sign', '/prove-reserves', '/info'].includes(req.url ?? '')) {
      reply(404, { error: 'not found' });
      return;
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      reply(413, { error: 'body too large' });
      req.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reply(413, { error: 'body too large' });
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', async () => {
      if (size > MAX_BODY_BYTES) return;
      const body = Buffer.concat(chunks).toString('utf8');
      if (!verifySignature(options.secret, body, req.headers[SIGNATURE_HEADER])) {
        reply(401, { error: 'bad or missing signature' });
        return;
      }
      if (req.url === '/info') {
        reply(200, service.info());
        return;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        reply(400, { error: 'body is not JSON' });
        return;
      }
      try {
        reply(200, req.url === '/sign' ? await service.sign(parsed) : await service.proveReserves(parsed));
      } catch (error) {
        if (error instanceof SignerRefusal) {
          options.log?.(`refused: ${error.message}`);
          reply(403, { error: error.message });
        } else {
          options.log?.(`failed: ${(error as Error).message}`);
          reply(500, { error: 'signing failed' });
        }
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}

/** The casino's side of the HTTP channel. */
export function httpSignerClient(url: string, secret: string): SignerClient {
  async function call<T>(path: string, payload: unknown): Promise<T> {
    const body = JSON.stringify(payload);
    const response = await fetch(new URL(path, url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureFor(secret, body) },
      body,
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => ({}))) as { error?: string };
    if (response.status === 403) throw new SignerRefusal(answer.error ?? 'refused');
    if (!response.ok) throw new Error(`signer answered ${response.status}: ${answer.error ?? ''}`);
    return answer as T;
  }
  return {
    inProcess: false,
    sign: (request: SignRequest) => call<SignResult>('/sign', request),
    proveReserves: (request: ReserveProofRequest) => call<ReserveProofResult>('/prove-reserves', request),
    info: () => call<SignerInfo>('/info', {}),
  };
}

/** The embedded default: the same service, called directly. */
export function inProcessSignerClient(service: SignerService): SignerClient {
  return {
    inProcess: true,
    sign: (request) => service.sign(request),
    proveReserves: (request) => service.proveReserves(request),
    info: async () => service.info(),
  };
}
