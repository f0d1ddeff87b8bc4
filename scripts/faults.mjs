#!/usr/bin/env node
/**
 * `npm run faults`: two casino nodes behind a balancer, on a PostgreSQL cluster and a
 * Redis of their own (free ports, stopped at the end), under a mixed load of 30 players
 * while a node is killed, PostgreSQL restarts and crashes, Redis is down for 20 s and a
 * node is paused for 10 s. Prints the table of scenarios: calls sent, acknowledged,
 * retried, lost and doubled, and the ledger check after each. Needs PostgreSQL's server
 * binaries (Debian's postgresql package) and redis-server. `npm test` runs a lighter
 * version in CI's PostgreSQL + Redis pass (packages/server/src/faults-cluster.test.ts).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync('npx', ['vitest', 'run', 'packages/server/src/faults-cluster.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FAULTS_FULL: '1' },
});
process.exit(result.status ?? 1);
