#!/usr/bin/env node
/**
 * The Node.js version the README promises must run every installed package: each
 * package in package-lock.json that names the Node versions it supports (`engines`)
 * must accept the lowest version our own `engines` field allows, and the README must
 * name that same version. Run by CI (`.ci/run`); exits non-zero naming each misfit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

const ownRange = readJson('package.json').engines?.node;
const lowest = ownRange && semver.minVersion(ownRange);
if (!lowest) {
  console.error('package.json names no Node.js version in engines.node');
  process.exit(1);
}

const problems = [];
const promise = `Node.js ${lowest.major}.${lowest.minor} or newer`;
if (!fs.readFileSync(path.join(root, 'README.md'), 'utf8').includes(promise)) {
  problems.push(
    `README.md does not say "${promise}", which package.json's engines field (${ownRange}) means`,
  );
}
for (const [location, entry] of Object.entries(readJson('package-lock.json').packages ?? {})) {
  const range = entry.engines?.node;
  if (!location || typeof range !== 'string') continue;
  if (!semver.satisfies(lowest, range)) {
    problems.push(`${location.replace(/^.*node_modules\//, '')}@${entry.version} needs Node.js ${range}`);
  }
}

if (problems.length > 0) {
  console.error(`Node.js ${lowest} (the lowest package.json allows) cannot run everything installed:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`Every installed package runs on Node.js ${lowest}, as the README says.`);
