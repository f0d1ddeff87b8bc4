import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { z } from 'zod';
import type { Db } from '../../lib/db/database';
import { runStaffCommand, type StaffCommandResult, type StaffLog } from './run-staff-command';

/**
 * The embedded database (PGlite) lets one process hold DATA_DIR, so while the casino
 * runs on it `npm run staff` cannot open the database itself. The running casino
 * therefore listens on a unix socket in DATA_DIR and runs the command for it. Only a
 * process that can reach DATA_DIR reaches the socket (it is made readable by its
 * owner alone), and each request must also carry a token derived from the server's
 * secret key (SECRET_KEY, or DATA_DIR/secret-key), which the command reads the same
 * way; nothing listens on the network. With DATABASE_URL the command connects to
 * PostgreSQL directly and no socket is opened.
 */
export const CONTROL_SOCKET_FILE = 'ante-control.sock';

/** The request's bearer token: an HMAC of a fixed label under the server's secret key. */
export function controlToken(secretKey: Buffer): string {
  return createHmac('sha256', secretKey).update('ante staff command').digest('hex');
}

const requestSchema = z.strictObject({ args: z.array(z.string().max(200)).max(3) });
const resultSchema = z.object({
  exitCode: z.union([z.literal(0), z.literal(1)]),
  lines: z.array(z.string()),
});

function tokenMatches(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(`Bearer ${expected}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > 4_096) throw new Error('too large');
  }
  return body;
}

function answer(response: http.ServerResponse, status: number, result: StaffCommandResult): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(result));
}

/**
 * Listens on DATA_DIR/ante-control.sock for the staff command; returns its stop. A
 * socket file left by a casino that was killed is removed first: this process holds
 * the data directory's lock, so no other live casino can be using it.
 */
export async function startControlSocket(options: {
  dataDir: string;
  secretKey: Buffer;
  db: Db;
  log: StaffLog & { warn: (details: object, message: string) => void };
}): Promise<() => Promise<void>> {
  const file = path.join(options.dataDir, CONTROL_SOCKET_FILE);
  const token = controlToken(options.secretKey);
  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/staff') {
      answer(response, 404, { exitCode: 1, lines: ['Unknown control request.'] });
      return;
    }
    if (!tokenMatches(request.headers.authorization, token)) {
      answer(response, 401, {
        exitCode: 1,
        lines: ['The control token does not match this casino’s secret key.'],
      });
      return;
    }
    void (async () => {
      try {
        const parsed = requestSchema.safeParse(JSON.parse(await readBody(request)));
        if (!parsed.success) {
          answer(response, 400, { exitCode: 1, lines: ['The staff command was malformed.'] });
          return;
        }
        answer(response, 200, await runStaffCommand(options.db, parsed.data.args, options.log));
      } catch (error) {
        options.log.warn({ err: error }, 'staff command over the control socket failed');
        answer(response, 500, {
          exitCode: 1,
          lines: [`The staff command failed: ${(error as Error).message}`],
        });
      }
    })();
  });
  fs.rmSync(file, { force: true });
  const previousMask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, () => resolve());
    });
  } catch (error) {
    // A DATA_DIR path too long for a socket name, say: the casino runs on, and the
    // staff command asks for it to be stopped as before.
    options.log.warn(
      { err: error, file },
      'could not open the control socket; npm run staff needs the casino stopped',
    );
    return async () => {};
  } finally {
    process.umask(previousMask);
  }
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/**
 * Asks the casino running on DATA_DIR to run the staff command. Null when none
 * answers there (no socket, or one left by a casino that has stopped): the command
 * then opens the database itself.
 */
export async function askRunningCasino(
  dataDir: string,
  secretKey: Buffer,
  args: readonly string[],
): Promise<StaffCommandResult | null> {
  const file = path.join(dataDir, CONTROL_SOCKET_FILE);
  if (!fs.existsSync(file)) return null;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        socketPath: file,
        method: 'POST',
        path: '/staff',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${controlToken(secretKey)}` },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => {
          try {
            resolve(resultSchema.parse(JSON.parse(body)));
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null);
      else reject(error);
    });
    request.end(JSON.stringify({ args }));
  });
}
