import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, type Db, openDatabase } from '../../lib/db/database';
import { type Job, Scheduler } from '../../lib/jobs/scheduler';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { deleteOldMessages } from './delete-old-messages';
import { chatJobs } from './jobs';
import { insertMessage } from './test-helpers';

/**
 * The retention job on a real database. Two nodes: on PostgreSQL two connection pools
 * to one database, on PGlite (which one process owns) two schedulers on the one
 * database, as lib/jobs/scheduler.test.ts does. Real clock; the log is silent.
 */
let server: TestServer;
let second: DatabaseHandle | undefined;
let nodeDbs: [Db, Db];
const DAY_MS = 86_400_000;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  server = await startTestServer({ env: { CHAT_RETENTION_DAYS: '30' } });
  const { databaseUrl } = server.context.config;
  if (databaseUrl) second = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  nodeDbs = [server.context.database.db, second?.db ?? server.context.database.db];
});
afterAll(async () => {
  await second?.close();
  await server.close();
});

async function remaining(ids: string[]): Promise<string[]> {
  const rows = await nodeDbs[0].selectFrom('chat_messages').select('id').where('id', 'in', ids).execute();
  return rows.map((row) => row.id).sort();
}

describe('chat retention', () => {
  it('deletes messages past the retention period in bounded batches, and keeps newer ones', async () => {
    const player = await registerPlayer(server);
    const old: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      old.push(
        await insertMessage(server, { userId: player.userId, message: `old ${i}`, agoMs: 31 * DAY_MS + i }),
      );
    }
    const recent = await insertMessage(server, {
      userId: player.userId,
      message: 'recent',
      agoMs: 29 * DAY_MS,
    });
    expect(await deleteOldMessages(nodeDbs[0], 30, 2)).toBe(5);
    expect(await remaining([...old, recent])).toEqual([recent]);
    expect(await deleteOldMessages(nodeDbs[0], 30, 2)).toBe(0);
  });

  it('runs once per due time across two nodes', async () => {
    const player = await registerPlayer(server);
    const old = await insertMessage(server, { userId: player.userId, message: 'old', agoMs: 40 * DAY_MS });
    const removedOld = await insertMessage(server, {
      userId: player.userId,
      message: 'gone',
      agoMs: 35 * DAY_MS,
    });
    await nodeDbs[0]
      .updateTable('chat_messages')
      .set({ removed_at: new Date() })
      .where('id', '=', removedOld)
      .execute();
    const kept = await insertMessage(server, { userId: player.userId, message: 'kept', agoMs: DAY_MS });

    let runs = 0;
    const nodes = nodeDbs.map((db, index) => {
      const jobs: Job[] = chatJobs(db, server.context.config, log).map((job) => ({
        ...job,
        async run(context) {
          runs += 1;
          await job.run(context);
        },
      }));
      return new Scheduler({ db, log, node: `node-${index}` }, jobs);
    });
    const reports = await Promise.all(
      nodes.flatMap((node) => [node.runDue('chat.retention'), node.runDue('chat.retention')]),
    );
    expect(reports.filter((report) => report.status === 'succeeded')).toHaveLength(1);
    expect(runs).toBe(1);
    expect(await remaining([old, removedOld, kept])).toEqual([kept]);

    const rows = await nodeDbs[0]
      .selectFrom('job_runs')
      .selectAll()
      .where('job', '=', 'chat.retention')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('succeeded');
  });
});
