import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { NotFound, RateLimited } from '../../lib/errors';
import type { Counter } from '../../lib/rate-limit';
import { campaignByCode } from './campaign-code';

/**
 * POST /affiliate/code/{code}/hit: a visit that arrived with the campaign's code. An
 * unknown code is a 404 and counts nothing (not even towards the repeat count). A repeat
 * from one address for one code within a day is answered `counted: false`, not refused:
 * the page that reports it has nothing to do differently. `once` is the route's count
 * of (address, code) pairs (rate-limit.ts, in Redis when configured, so it holds across
 * nodes); the count is keyed by the code without regard to case, as codes are.
 */
export async function countHit(
  db: Db,
  once: Counter,
  request: FastifyRequest,
  code: string,
): Promise<{ counted: boolean }> {
  const campaign = await campaignByCode(db, code);
  if (!campaign) throw new NotFound('There is no campaign with this code.', 'code');
  try {
    await once.hit(request);
  } catch (error) {
    if (error instanceof RateLimited) return { counted: false };
    throw error;
  }
  await db
    .updateTable('affiliate_campaigns')
    .set({ hits: sql`hits + 1` })
    .where('id', '=', campaign.id)
    .execute();
  return { counted: true };
}
