#!/usr/bin/env node
/** `npm run ledger:check`: builds the server bundle if needed, then checks the configured ledger. */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await buildServer({ onlyIfStale: true });
await import(pathToFileURL(path.join(root, 'packages/server/dist/ledger-check.js')).href);
