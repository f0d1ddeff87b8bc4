#!/usr/bin/env node
/** `npm run signer [-- xpubs | new-key]`: builds the server bundle if needed, then runs the signer (docs/chains.md#the-signer). */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await buildServer({ onlyIfStale: true });
await import(pathToFileURL(path.join(root, 'packages/server/dist/signer.js')).href);
