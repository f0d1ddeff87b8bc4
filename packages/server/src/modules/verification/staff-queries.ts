import type { VerificationSubmission } from '@ante/core';
import type { Db } from '../../lib/db/database';
import { NotFound } from '../../lib/errors';

/** The staff's view of submissions: who sent them, their answers, their files' download links. */
function baseQuery(db: Db) {
  return db
    .selectFrom('verification_submissions as s')
    .innerJoin('users as player', 'player.id', 's.user_id')
    .leftJoin('users as reviewer', 'reviewer.id', 's.reviewer_id')
    .select([
      's.id',
      's.user_id',
      's.level',
      's.status',
      's.data',
      's.files',
      's.reason',
      's.created_at',
      's.reviewed_at',
      'player.username',
      'reviewer.username as reviewer_username',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function present(row: Row): VerificationSubmission {
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    level: row.level,
    status: row.status,
    data: row.data,
    files: row.files.map((file) => ({
      slot: file.slot,
      contentType: file.contentType,
      bytes: file.bytes,
      url: `/api/admin/verification/${row.id}/files/${file.slot}`,
    })),
    reviewer: row.reviewer_username,
    reason: row.reason,
    submittedAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}

/** Submissions waiting for review, oldest first: the order they should be worked in. */
export async function listPendingSubmissions(db: Db): Promise<VerificationSubmission[]> {
  const rows = await baseQuery(db)
    .where('s.status', '=', 'pending')
    .orderBy('s.created_at')
    .limit(200)
    .execute();
  return rows.map(present);
}

export async function findSubmission(db: Db, id: string): Promise<VerificationSubmission> {
  const row = await baseQuery(db).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound('There is no such verification submission.');
  return present(row);
}

/** Where one of a submission's files is kept, and what it is. */
export async function findSubmissionFile(db: Db, id: string, slot: string) {
  const row = await db
    .selectFrom('verification_submissions')
    .select(['files', 'level'])
    .where('id', '=', id)
    .executeTakeFirst();
  const file = row?.files.find((entry) => entry.slot === slot);
  if (!row || !file) throw new NotFound('This submission has no such file.');
  return { ...file, level: row.level };
}
