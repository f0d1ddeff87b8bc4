import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './node-process';

/**
 * A PostgreSQL server and a Redis server of a test's own, on free ports, for tests that
 * restart or stop them under load: the shared services of the machine serve every
 * other test file at the same time, so they are never the ones restarted.
 */

function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(root, versions[0], 'bin');
  return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
}

/** PostgreSQL refuses to run as root, so as root its commands run as the `postgres` user. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/**
 * Runs a PostgreSQL command without blocking the event loop (so a test's time limit
 * still applies). Its output goes to a file, not a pipe: a server that `pg_ctl` starts
 * inherits the descriptors and would hold a pipe open for as long as it runs.
 */
function run(command: string, args: string[], logFile: string): Promise<void> {
  const [file, argv] = asPostgresUser(command, args);
  const log = fs.openSync(logFile, 'a');
  return new Promise<void>((resolve, reject) => {
    const child = spawn(file, argv, { stdio: ['ignore', log, log] });
    child.on('error', reject);
    child.on('exit', (code) => {
      fs.closeSync(log);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}: see ${logFile}`));
    });
  });
}

export function hasPostgresServer(): boolean {
  try {
    return fs.existsSync(path.join(postgresBinDir(), 'pg_ctl'));
  } catch {
    return false;
  }
}

export interface PrivatePostgres {
  /** `postgres://` address of its `postgres` database. */
  url: string;
  /** `pg_ctl restart`: `fast` ends every session (SQLSTATE 57P01), `immediate` is a crash and recovery. */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  /**
   * The small disk of its own the server runs on, when one was asked for and could be
   * mounted (a tmpfs: mounting needs root), or null.
   */
  disk: PrivateDisk | null;
  /** Starts the server if it is not running, as an operator does after it stopped itself. */
  ensureRunning(): Promise<void>;
  stop(): Promise<void>;
}

export interface PrivateDisk {
  /** Takes every free byte with one file, so the server's next write that needs space fails. */
  fill(): void;
  /** Removes that file. */
  free(): void;
}

/** Mounts a tmpfs of `megabytes` on `dir`, or returns false when this process may not. */
function mountSmallDisk(dir: string, megabytes: number): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m,mode=0700`, 'tmpfs', dir], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * `diskMb` puts the server's files on a disk of that size of their own, so a test can
 * fill it; the write-ahead log is then kept small enough to fit.
 */
export async function startPrivatePostgres(options: { diskMb?: number } = {}): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ante-pg-'));
  const mounted = options.diskMb !== undefined && mountSmallDisk(dir, options.diskMb);
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  // The commands' output, and the server's own log (which the server opens as its user).
  const log = path.join(dir, 'commands.log');
  const port = await freePort();
  await run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'], log);
  const pgCtl = path.join(bin, 'pg_ctl');
  const server = [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off${mounted ? ' -c max_wal_size=64MB -c min_wal_size=32MB' : ''}`,
  ];
  await run(pgCtl, [...server, '-w', 'start'], log);
  const ballast = path.join(dir, 'ballast');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart(mode) {
      await run(pgCtl, [...server, '-m', mode, '-w', 'restart'], log);
    },
    disk: mounted
      ? {
          fill() {
            // The server writes while the disk fills, so no size read beforehand is exact:
            // zeros are written until the disk refuses (dd then exits non-zero), and the
            // last part of a block left is taken too, if the server has not taken it.
            try {
              execFileSync('dd', ['if=/dev/zero', `of=${ballast}`, 'bs=1M'], { stdio: 'ignore' });
            } catch {}
            const left = fs.statfsSync(dir);
            try {
              execFileSync('fallocate', ['-l', String(left.bavail * left.bsize), `${ballast}-rest`], {
                stdio: 'ignore',
              });
            } catch {}
            if (fs.statfsSync(dir).bavail > 256) throw new Error('the disk could not be filled');
          },
          free() {
            fs.rmSync(ballast, { force: true });
            fs.rmSync(`${ballast}-rest`, { force: true });
          },
        }
      : null,
    async ensureRunning() {
      const running = await run(pgCtl, ['-D', data, 'status'], log).then(
        () => true,
        () => false,
      );
      if (!running) await run(pgCtl, [...server, '-w', 'start'], log);
    },
    async stop() {
      try {
        await run(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop'], log);
      } finally {
        if (mounted) execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export interface PrivateRedis {
  url: string;
  /** Stops the server; `start` brings it back on the same port, empty (it keeps nothing on disk). */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      started.stdout?.on('data', (chunk) => {
        output += chunk;
        if (output.includes('Ready to accept connections')) resolve();
      });
      started.on('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
      child = null;
    },
    start,
  };
}
