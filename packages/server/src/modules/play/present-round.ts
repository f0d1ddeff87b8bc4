import { canonicalDecimal, fromDecimalString, type Round, toDecimalString } from '@ante/core';
import type { Selectable } from 'kysely';
import type { RoundsTable, ServerSeedsTable } from '../../lib/db/schema';

const decimal = (value: string | null) => (value === null ? null : canonicalDecimal(value));

/** A round as players see it; the server seed only once its pair has been rotated away. */
export function presentRound(
  round: Selectable<RoundsTable>,
  seed: Pick<Selectable<ServerSeedsTable>, 'seed' | 'seed_hash' | 'client_seed' | 'state'>,
): Round {
  // Rounds are presented with their seed pair, which only an original's round has, and
  // only while active or finished (a cancelled provider round is shown nowhere).
  if (round.nonce === null || round.status === 'cancelled') {
    throw new Error(`round ${round.id} is not an original's live or finished round`);
  }
  return {
    id: round.id,
    game: round.game,
    currency: round.currency,
    // Everything staked on the round: the base wager plus any doubles, splits or insurance.
    amount: toDecimalString(fromDecimalString(round.amount) + fromDecimalString(round.extra_stake)),
    multiplier: decimal(round.multiplier),
    payout: decimal(round.payout),
    nonce: round.nonce,
    serverSeedHash: seed.seed_hash,
    clientSeed: seed.client_seed ?? '',
    serverSeed: seed.state === 'revealed' ? seed.seed : null,
    params: round.params,
    result: round.result,
    status: round.status,
    createdAt: round.created_at.toISOString(),
  };
}
