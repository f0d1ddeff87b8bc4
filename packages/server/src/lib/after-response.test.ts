import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { AfterResponse } from './after-response';

/** No database: the runner only starts, logs and waits for promises. The log is real, written to memory. */
function memoryLog() {
  const lines: Array<{ msg: string; err?: { message: string } }> = [];
  const log = pino({ level: 'error' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

describe('AfterResponse', () => {
  it('starts a task without waiting for it, and drain waits until it is done', async () => {
    const { log } = memoryLog();
    const runner = new AfterResponse();
    let release = () => {};
    let finished = false;
    runner.run(log, 'a slow task', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      finished = true;
    });
    expect(finished).toBe(false);
    const drained = runner.drain();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(finished).toBe(false);
    release();
    await drained;
    expect(finished).toBe(true);
  });

  it('waits for tasks started while draining', async () => {
    const { log } = memoryLog();
    const runner = new AfterResponse();
    const done: string[] = [];
    runner.run(log, 'first', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      runner.run(log, 'second', async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        done.push('second');
      });
      done.push('first');
    });
    await runner.drain();
    expect(done).toEqual(['first', 'second']);
  });

  it('logs a failed task under its name and throws nothing', async () => {
    const { log, lines } = memoryLog();
    const runner = new AfterResponse();
    runner.run(log, 'recording a failed login', async () => {
      throw new Error('database gone');
    });
    await expect(runner.drain()).resolves.toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.msg).toBe('recording a failed login failed');
    expect(lines[0]?.err?.message).toBe('database gone');
  });
});
