import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import type { Job } from '../../lib/jobs/scheduler';
import { deleteOldMessages } from './delete-old-messages';

/** How often old messages are deleted: hourly keeps each run to about an hour of messages. */
export const RETENTION_EVERY_MS = 3_600_000;

/** Chat's scheduled work: the retention of CHAT_RETENTION_DAYS, once across nodes. */
export function chatJobs(db: Db, config: Pick<Config, 'chat'>, log: FastifyBaseLogger): Job[] {
  return [
    {
      name: 'chat.retention',
      schedule: { everyMs: RETENTION_EVERY_MS },
      async run() {
        const deleted = await deleteOldMessages(db, config.chat.retentionDays);
        if (deleted > 0)
          log.info({ deleted, retentionDays: config.chat.retentionDays }, 'old chat messages deleted');
      },
    },
  ];
}
