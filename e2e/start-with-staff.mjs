#!/usr/bin/env node
/**
 * The browser tests' casino, with a staff account made the way an operator makes one:
 * start the casino, register the account through the site, stop it, give the account
 * the admin role with `npm run staff -- grant` (on PGlite the command needs the data
 * folder to itself), and serve. The first start listens on a spare port, so the tests,
 * which wait for PORT, begin only once the staff account is ready. The account comes
 * from E2E_STAFF_USERNAME and E2E_STAFF_PASSWORD (playwright.config.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const username = process.env.E2E_STAFF_USERNAME;
const password = process.env.E2E_STAFF_PASSWORD;

let casino = null;
let stopping = false;

function sparePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function startCasino(port) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port) },
  });
  child.on('exit', (code) => {
    if (child === casino && !stopping) process.exit(code ?? 1);
  });
  casino = child;
  return child;
}

async function untilHealthy(base) {
  const deadline = Date.now() + 170_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the casino did not start');
}

function stopCasino(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    stopping = true;
    if (!casino) process.exit(0);
    casino.once('exit', (code) => process.exit(code ?? 0));
    casino.kill(signal);
  });
}

const setupPort = await sparePort();
const setupBase = `http://127.0.0.1:${setupPort}`;
const first = startCasino(setupPort);
await untilHealthy(setupBase);
const registered = await fetch(`${setupBase}/api/user/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username, password }),
});
// 409: a PostgreSQL database kept from an earlier run has the account already.
if (registered.status !== 200 && registered.status !== 409) {
  throw new Error(`could not register ${username}: ${registered.status}`);
}
casino = null;
await stopCasino(first);
const grant = spawnSync(
  process.execPath,
  [path.join(root, 'scripts/staff.mjs'), 'grant', username, 'admin'],
  {
    stdio: 'inherit',
  },
);
if (grant.status !== 0) throw new Error(`npm run staff -- grant ${username} admin failed`);
startCasino(process.env.PORT);
