import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Runs a real entry point (src/main.ts, or an operator command in src/cli) as its own
 * process, bundled the way `npm start` bundles it, for tests of start-up, signals,
 * several nodes and the commands.
 */
/** Bundles live inside the repository so that bare imports resolve exactly as in production. */
const bundlesRoot = path.resolve(import.meta.dirname, '../../.test-bundles');

/** Bundles `entry` (relative to src/, `main.ts` by default) and returns the bundle's path. */
export async function bundleMain(entry = 'main.ts'): Promise<string> {
  fs.mkdirSync(bundlesRoot, { recursive: true });
  const bundle = path.join(fs.mkdtempSync(path.join(bundlesRoot, 'main-')), 'main.mjs');
  await build({
    entryPoints: [path.join(import.meta.dirname, '..', entry)],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    plugins: [
      {
        name: 'external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@ante/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return bundle;
}

export function removeBundle(bundle: string): void {
  fs.rmSync(path.dirname(bundle), { recursive: true, force: true });
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface NodeProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number>;
}

export function runNode(bundle: string, env: Record<string, string>, args: string[] = []): NodeProcess {
  let output = '';
  const child = spawn(process.execPath, [bundle, ...args], {
    // The built-in studio stays off: several nodes of a test would each want STUDIO_PORT.
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', STUDIO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? -1)));
  return { child, output: () => output, exited };
}

/**
 * Waits until `predicate` holds. The limit catches a process that hangs, not a slow
 * one: on a loaded two-core machine a casino's start has taken over 30 seconds.
 */
export async function waitFor(predicate: () => boolean, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts a node on `env.PORT` and waits until its health check answers. */
export async function startNode(bundle: string, env: Record<string, string>): Promise<NodeProcess> {
  const node = runNode(bundle, env);
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (node.child.exitCode !== null) throw new Error(`node exited: ${node.output()}`);
    const healthy = await fetch(`http://127.0.0.1:${env.PORT}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return node;
    if (Date.now() > deadline) throw new Error(`node did not start: ${node.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
