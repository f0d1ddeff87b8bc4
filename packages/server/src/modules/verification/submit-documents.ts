import { type VerificationLevel, type VerifyLevel4Answers, verifyLevel4AnswersSchema } from '@ante/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../lib/db/database';
import type { VerificationFileRef } from '../../lib/db/schema';
import { ValidationError } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import type { DocumentStore } from './document-store';
import { assertCanSubmit, lockAccount, syncAccountLevels, verificationLevels } from './levels';
import { removeDocuments, type Upload } from './read-upload';

/**
 * Levels 2 to 4: documents (and, for level 4, the source-of-funds answers) kept for
 * review. The files are in the store already (read-upload.ts streams them there, after
 * the route has checked the level is open); this records them in the transaction that
 * checks the level again with the player's row locked, since another upload may have
 * been taken meanwhile. If recording fails, the files are removed, so the store holds
 * no document that no submission names.
 */
export async function submitDocuments(
  trx: Db,
  deps: { store: DocumentStore; log: FastifyBaseLogger },
  userId: string,
  level: 2 | 3 | 4,
  upload: Upload,
): Promise<VerificationLevel> {
  try {
    const answers: VerifyLevel4Answers | null =
      level === 4 ? parseInput(verifyLevel4AnswersSchema, upload.fields) : null;
    const [stray] = level === 4 ? [] : Object.keys(upload.fields);
    if (stray !== undefined) throw new ValidationError(`Unknown field: ${stray}`, stray);
    await lockAccount(trx, userId);
    await assertCanSubmit(trx, userId, level);
    const files: VerificationFileRef[] = upload.files.map((file) => ({
      slot: file.slot,
      key: file.key,
      contentType: file.contentType,
      bytes: file.bytes,
    }));
    await trx
      .insertInto('verification_submissions')
      .values({
        user_id: userId,
        level,
        data: answers ? JSON.stringify(answers) : null,
        files: JSON.stringify(files),
      })
      .execute();
    await syncAccountLevels(trx, userId);
  } catch (error) {
    await removeDocuments(deps, upload.files);
    throw error;
  }
  const levels = await verificationLevels(trx, userId);
  return levels[level - 1] as VerificationLevel;
}
