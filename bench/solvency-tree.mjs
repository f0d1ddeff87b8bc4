#!/usr/bin/env node
/**
 * The proof-of-solvency build for a big casino: `--players` players (1,000,000 by
 * default) each owed an amount in one currency, through what a snapshot does after its
 * read: split every amount in two salted leaves and shuffle them (build-leaves.ts), build
 * the Merkle sum tree (core solvency/merkle-sum-tree.ts), then take and check one
 * player's path. Prints the time and memory of each step, beside the raw ceiling in the
 * same run: as many bare SHA-256 hashes of the same sizes with Node's own (OpenSSL)
 * hashing, the least such a tree could cost.
 *
 *   node bench/solvency-tree.mjs [--players 1000000]
 *
 * The code is bundled from the server's sources with esbuild, as the other benches do.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { benchArgs, bundleServer } from './rounds-bench.mjs';

const args = benchArgs();
const players = Number(args.players ?? 1_000_000);

const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

function timed(label, work) {
  global.gc?.();
  const before = process.memoryUsage();
  const started = performance.now();
  const result = work();
  const took = performance.now() - started;
  const after = process.memoryUsage();
  console.log(
    `${label.padEnd(44)} ${seconds(took).padStart(9)}   heap ${mb(after.heapUsed).padStart(7)} (+${mb(after.heapUsed - before.heapUsed)})   rss ${mb(after.rss)}`,
  );
  return { result, took };
}

const { module, dir } = await bundleServer(`
  export { buildLeaves } from './src/modules/solvency/build-leaves';
  export { nodeSha256 } from './src/modules/solvency/node-sha256';
  export { buildSumTree, pathOf, verifyPath } from '@ante/core';
`);
try {
  console.log(`${players.toLocaleString('en')} players, one currency, two leaves each\n`);
  const liabilities = Array.from({ length: players }, () => ({
    userId: randomUUID(),
    currency: 'USDT',
    // Up to a million of the currency, in 10^-18.
    amount: BigInt(`0x${randomBytes(9).toString('hex')}`) * 1000n,
  }));
  const { result: leaves, took: leafTime } = timed('split, salt and shuffle the leaves', () =>
    module.buildLeaves(liabilities),
  );
  const { result: tree, took: treeTime } = timed('build the Merkle sum tree', () =>
    module.buildSumTree(leaves, module.nodeSha256),
  );
  const { took: proofTime } = timed('one path, checked', () => {
    const position = Math.floor(leaves.length / 3);
    const path = module.pathOf(tree, position);
    if (!module.verifyPath(leaves[position], path, tree.root)) throw new Error('the path does not check');
    return path;
  });
  const hashes = tree.levels.reduce((total, level) => total + level.sums.length, 0);

  // The raw ceiling: the same number of SHA-256 hashes of the same input sizes (a leaf
  // hashes 1 + 32 + 36 + 16 bytes, a node 1 + 2 × (32 + 16)), with OpenSSL.
  const leafInput = randomBytes(85);
  const nodeInput = randomBytes(97);
  const { took: rawTime } = timed(
    `raw ceiling: ${hashes.toLocaleString('en')} bare SHA-256 (OpenSSL)`,
    () => {
      for (let index = 0; index < leaves.length; index += 1) createHash('sha256').update(leafInput).digest();
      for (let index = leaves.length; index < hashes; index += 1)
        createHash('sha256').update(nodeInput).digest();
    },
  );
  console.log(
    `\n${leaves.length.toLocaleString('en')} leaves, ${hashes.toLocaleString('en')} hashes, depth ${tree.levels.length - 1}; total ${tree.root.sum}`,
  );
  console.log(
    `snapshot build (leaves + tree) ${seconds(leafTime + treeTime)}; the tree alone is ${(treeTime / rawTime).toFixed(1)}× the raw ceiling; one proof ${seconds(proofTime)}`,
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
