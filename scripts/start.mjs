#!/usr/bin/env node
/**
 * `npm start`: builds what is missing or out of date, then runs the server in this
 * process (so SIGTERM/SIGINT reach its graceful shutdown directly).
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await build({ onlyIfStale: true });
await import(pathToFileURL(path.join(root, 'packages/server/dist/main.js')).href);
