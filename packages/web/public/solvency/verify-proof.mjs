#!/usr/bin/env node
/**
 * Checks an Ante proof-of-solvency inclusion proof on your own machine, with nothing but
 * Node.js (18 or later): no package of the casino's, no network unless you ask for it.
 *
 *   node verify-proof.mjs my-proof.json                      the proof's own roots
 *   node verify-proof.mjs my-proof.json published.json       roots saved from the proof page
 *   node verify-proof.mjs my-proof.json https://casino.example   roots fetched from the casino
 *
 * It recomputes every leaf of the proof from your player id, the leaf's salt and amount,
 * walks each path up to the top, and compares the hash and the total reached with the
 * published root of that currency. Exit code 0 when every leaf leads to its root, 1
 * otherwise. The format it reads is described in the casino's docs/proof-of-solvency.md;
 * this file follows that description and nothing else.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const MAX_SUM = (1n << 128n) - 1n;
const HEX64 = /^[0-9a-f]{64}$/;
const WHOLE = /^(0|[1-9][0-9]{0,38})$/;

function fail(message) {
  console.error(`✗ ${message}`);
  process.exit(1);
}

function whole(text, what) {
  if (typeof text !== 'string' || !WHOLE.test(text))
    fail(`${what} is not a whole non-negative number: ${text}`);
  const value = BigInt(text);
  if (value > MAX_SUM) fail(`${what} is past 2^128: ${text}`);
  return value;
}

function u128(value) {
  return Buffer.from(value.toString(16).padStart(32, '0'), 'hex');
}

function sha256(...parts) {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
}

function leafHash(salt, playerId, amount) {
  return sha256(Buffer.from([0]), Buffer.from(salt, 'hex'), Buffer.from(playerId, 'utf8'), u128(amount));
}

function nodeHash(left, leftSum, right, rightSum) {
  return sha256(Buffer.from([1]), left, u128(leftSum), right, u128(rightSum));
}

async function publishedRoots(source, snapshotId) {
  if (!source) return null;
  let snapshot;
  if (/^https?:\/\//.test(source)) {
    const url = `${source.replace(/\/+$/, '')}/api/solvency/snapshots/${encodeURIComponent(snapshotId)}`;
    const response = await fetch(url);
    if (!response.ok) fail(`${url} answered ${response.status}`);
    snapshot = await response.json();
  } else {
    const read = JSON.parse(readFileSync(source, 'utf8'));
    snapshot = read.snapshot ?? read;
  }
  if (snapshot.id !== snapshotId)
    fail(`the published roots are of snapshot ${snapshot.id}, the proof of ${snapshotId}`);
  return new Map(snapshot.currencies.map((entry) => [entry.currency, entry.root]));
}

const [proofFile, source] = process.argv.slice(2);
if (!proofFile) {
  console.error('usage: node verify-proof.mjs <proof.json> [<published.json> | <https://casino>]');
  process.exit(2);
}
const proof = JSON.parse(readFileSync(proofFile, 'utf8'));
if (proof.format !== 'ante-solvency-proof/1') fail(`unknown format ${proof.format}`);
const roots = await publishedRoots(source, proof.snapshotId);
if (!roots) console.log('! no published roots given: checking against the roots inside the proof only');

let leaves = 0;
for (const entry of proof.currencies) {
  const root = roots ? roots.get(entry.currency) : entry.root;
  if (!root) fail(`${entry.currency}: no published root`);
  if (roots && (root.hash !== entry.root.hash || root.sum !== entry.root.sum))
    fail(`${entry.currency}: the proof's root is not the published one`);
  let owed = 0n;
  for (const leaf of entry.leaves) {
    if (!HEX64.test(leaf.salt)) fail(`${entry.currency}: a salt is not 64 hex characters`);
    let hash = leafHash(leaf.salt, proof.playerId, whole(leaf.amount, 'a leaf amount'));
    let sum = BigInt(leaf.amount);
    owed += sum;
    for (const step of leaf.path) {
      if (!HEX64.test(step.hash)) fail(`${entry.currency}: a path hash is not 64 hex characters`);
      const sibling = Buffer.from(step.hash, 'hex');
      const siblingSum = whole(step.sum, 'a path sum');
      if (step.side === 'left') hash = nodeHash(sibling, siblingSum, hash, sum);
      else if (step.side === 'right') hash = nodeHash(hash, sum, sibling, siblingSum);
      else fail(`${entry.currency}: a path step's side is ${step.side}`);
      sum += siblingSum;
      if (sum > MAX_SUM) fail(`${entry.currency}: a total past 2^128`);
    }
    if (hash.toString('hex') !== root.hash || String(sum) !== root.sum)
      fail(`${entry.currency}: leaf ${leaf.position} does not lead to the root`);
    leaves += 1;
  }
  console.log(
    `✓ ${entry.currency}: your ${entry.leaves.length} leaves (${owed} × 10^-18 ${entry.currency}) are in the root ${root.hash.slice(0, 16)}…, total ${root.sum}`,
  );
}
console.log(`✓ snapshot ${proof.snapshotId} of ${proof.takenAt}: ${leaves} leaves checked`);
