import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite keeps its database in one process's memory and writes it to DATA_DIR; a
 * second process opening the same folder (a second casino, or an operator command
 * such as `npm run staff` while the casino runs) would work on a copy, and whichever
 * closed last would overwrite the other's changes. So the folder is held with a lock
 * file naming the holder's process id: a live holder refuses the newcomer, a dead
 * one's file is taken over.
 */
const LOCK_FILE = 'ante.lock';

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirInUse extends Error {
  override name = 'DataDirInUse';
}

/** Takes the folder's lock; returns its release. Throws DataDirInUse while another live process holds it. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === String(process.pid)) fs.rmSync(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (isAlive(holder)) {
        throw new DataDirInUse(
          `the database in ${dataDir} is in use by process ${holder} (a running casino?); stop it first`,
        );
      }
      // Left by a process that has ended: remove it and try once more, so that of two
      // processes finding it stale at once only one takes the folder.
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirInUse(`the database in ${dataDir} was locked by another process as this one started`);
}
