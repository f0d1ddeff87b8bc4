#!/usr/bin/env node
/** `npm run staff -- <command>`: builds the server bundle if needed, then changes or lists staff roles. */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await buildServer({ onlyIfStale: true });
await import(pathToFileURL(path.join(root, 'packages/server/dist/staff.js')).href);
