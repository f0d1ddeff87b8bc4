import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../test/node-process';
import { DataDirInUse, lockDataDir } from './data-dir-lock';

/** Real files in a temporary folder; the "other process" is this test's parent, which is alive. */
const dir = tempDir('ante-lock-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the PGlite folder lock', () => {
  it('refuses a folder a live process holds, and takes over one left by a process that has ended', () => {
    const file = path.join(dir, 'ante.lock');
    fs.writeFileSync(file, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${process.ppid}`);

    // A process id no live process has (above the kernel's limit).
    fs.writeFileSync(file, '2147483646');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(file)).toBe(false);
  });
});
