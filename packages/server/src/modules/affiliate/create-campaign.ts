import { type createCampaignRequestSchema, MAX_CAMPAIGNS_PER_PLAYER } from '@ante/core';
import type { z } from 'zod';
import type { Db } from '../../lib/db/database';
import { lockPlayerFor } from '../../lib/db/player-lock';
import { Conflict } from '../../lib/errors';
import { asCodeTaken, assertCodeFree } from './campaign-code';
import type { CampaignRow } from './present-campaigns';

export type CreateCampaignInput = z.output<typeof createCampaignRequestSchema>;

/**
 * POST /affiliate/campaigns, in the caller's transaction. A player's creations take turns
 * on a lock of their own, so several at once cannot together pass
 * MAX_CAMPAIGNS_PER_PLAYER; an advisory lock rather than the player's `users` row, which
 * every bet updates. A code is taken when any campaign has it in any case; two players
 * racing for one code are decided by the code index.
 */
export async function createCampaign(
  trx: Db,
  userId: string,
  input: CreateCampaignInput,
): Promise<CampaignRow> {
  await lockPlayerFor(trx, 'affiliate-campaigns', userId);
  const { owned } = await trx
    .selectFrom('affiliate_campaigns')
    .select((eb) => eb.fn.countAll<string>().as('owned'))
    .where('owner_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(owned) >= MAX_CAMPAIGNS_PER_PLAYER) {
    throw new Conflict(
      `You have ${MAX_CAMPAIGNS_PER_PLAYER} campaigns, the most a player may have. Rename one or change its code instead.`,
    );
  }
  await assertCodeFree(trx, input.code);
  try {
    return await trx
      .insertInto('affiliate_campaigns')
      .values({ owner_id: userId, name: input.name, code: input.code })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    throw asCodeTaken(error);
  }
}
