import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { lockPlayerFor } from '../../lib/db/player-lock';
import { ProviderError } from './provider-error';

/**
 * The casino's own hold on the speed of slot play (RG_PROFILE=ukgc,
 * docs/reality-checks.md#the-ukgc-profile): a bet that opens a new round of a slot is
 * refused with LIMIT_EXCEEDED when the same player opened a provider's slot round less
 * than `gapMs` before, on any provider and any node. A provider paces its own spins,
 * but the casino is the one licensed under the rule and cannot take a third party's
 * word for it. Further bets in a round already open are the same spin and pass.
 *
 * The check runs under the per-player lock the play limits take, in the transaction
 * that opens the round, so two first bets racing take turns and the second sees the
 * first's round. Times are the database's: a round's `created_at` is the start of the
 * transaction that opened it, which is also this transaction's clock.
 */
export async function enforceSlotPace(
  trx: Db,
  input: { gapMs: number; userId: string; providerId: string; providerRoundId: string },
): Promise<void> {
  if (input.gapMs <= 0) return;
  await lockPlayerFor(trx, 'play-limits', input.userId);
  const known = await trx
    .selectFrom('provider_rounds')
    .select('round_id')
    .where('provider_id', '=', input.providerId)
    .where('provider_round_id', '=', input.providerRoundId)
    .executeTakeFirst();
  if (known) return;
  const last = await trx
    .selectFrom('rounds')
    .innerJoin('games', 'games.slug', 'rounds.game')
    .select(sql<number>`extract(epoch FROM now() - rounds.created_at) * 1000`.as('ago_ms'))
    .where('rounds.user_id', '=', input.userId)
    .where('rounds.provider_id', 'is not', null)
    .where(sql<boolean>`'video-slots' = ANY(games.categories)`)
    .where('rounds.created_at', '>', sql<Date>`now() - make_interval(secs => ${input.gapMs / 1000})`)
    .orderBy('rounds.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last) return;
  const agoSeconds = Math.max(0, Number(last.ago_ms) / 1000);
  throw new ProviderError(
    'LIMIT_EXCEEDED',
    `Slot spins are at least ${input.gapMs / 1000} seconds apart; the last one was ${agoSeconds.toFixed(1)} seconds ago.`,
  );
}
