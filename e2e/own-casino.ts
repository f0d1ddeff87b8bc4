import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { E2E_SECRET_KEY } from './helpers';

/**
 * A casino of a spec's own, started as `npm start` runs it, for what the shared test
 * server must not be configured for (a pot that nearly always pays, Google login
 * pointed at a local provider). It listens on a port the system says is free, keeps
 * its data in a fresh folder, and `stop` ends it and removes that folder.
 */
export interface OwnCasino {
  url: string;
  stop(): Promise<void>;
}

/** A port nothing listens on now, for a server started next. */
export function sparePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startOwnCasino(options: {
  /** Names the data folder and the error when it does not start. */
  name: string;
  /** Settings beyond the defaults every own casino has (see below). */
  env: Record<string, string>;
  port?: number;
}): Promise<OwnCasino> {
  const port = options.port ?? (await sparePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ante-e2e-${options.name}-`));
  const server: ChildProcess = spawn('node', ['../scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SECRET_KEY: E2E_SECRET_KEY,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '200',
      // No welcome offer, so no close-protected modal opens over a new player's page.
      WELCOME_BONUS_PERCENT: '0',
      // These casinos test one thing each; the built-in studio runs with the main one.
      STUDIO: 'false',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  server.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  // Within the 300 s its worker fixture allows: a first start may build the app.
  const deadline = Date.now() + 290_000;
  for (;;) {
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || server.exitCode !== null) {
      server.kill('SIGTERM');
      throw new Error(`the ${options.name} casino did not start (exit ${server.exitCode}): ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
