import { fromDecimalString, type Ratio, rewardEdge } from '@ante/core';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { registerPlayer, type TestClient, type TestServer } from '../../../test/harness';
import { fund } from '../../../test/wallet-helpers';
import { campaignCommission } from './campaign-commission';

/** Dice under 50 (1.98x): a house edge of 101/10001, just over 1%. */
export const DICE = { condition: 'under', target: 50 } as const;
export const DICE_EDGE = rewardEdge('dice', DICE) as Ratio;

/** A player and their default campaign (made with the account). */
export async function affiliate(server: TestServer) {
  const owner = await registerPlayer(server);
  const campaign = await server.context.database.db
    .selectFrom('affiliate_campaigns')
    .select('id')
    .where('owner_id', '=', owner.userId)
    .where('is_default', '=', true)
    .executeTakeFirstOrThrow();
  return { ...owner, campaignId: campaign.id };
}

/** A funded player referred through `campaignId` from now on. */
export async function referredPlayer(server: TestServer, campaignId: string, options = { refer: true }) {
  const player = await registerPlayer(server);
  await fund(server, player.userId, 'USDT', '100000');
  await fund(server, player.userId, 'BTC', '10');
  if (options.refer) await refer(server, campaignId, player.userId);
  return player;
}

export async function refer(server: TestServer, campaignId: string, userId: string): Promise<void> {
  const db = server.context.database.db;
  const campaign = await db
    .selectFrom('affiliate_campaigns')
    .select(['owner_id', 'code'])
    .where('id', '=', campaignId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('affiliate_referrals')
    .values({ user_id: userId, campaign_id: campaignId, referrer_id: campaign.owner_id, code: campaign.code })
    .execute();
}

export async function bet(client: TestClient, currency: string, amount: string): Promise<void> {
  const response = await client.post('/api/play/dice/bet', { currency, amount, params: DICE });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/**
 * The commission on `stake` (a decimal) worked out here, apart from the code under test:
 * stake x 101/10001 x percent / 2 (halved again), rounded down to the atom.
 */
export function expectedAtoms(stake: string, percent: bigint, halved = false): bigint {
  const { n, d } = DICE_EDGE;
  return (fromDecimalString(stake) * n * percent) / (d * 100n * 2n * (halved ? 2n : 1n));
}

export async function standing(server: TestServer, campaignId: string, dailySince = new Date(0)) {
  const read = await campaignCommission(server.context.database.db, [campaignId], { dailySince });
  const one = read.get(campaignId);
  if (!one) throw new Error('campaign missing from the answer');
  return one;
}

/**
 * Moves every round of `userId`, created and settled, `interval` into the past, with
 * the player's referral and its campaign's window: as if it had all happened earlier.
 */
export async function ageRounds(server: TestServer, userId: string, interval: string): Promise<void> {
  const db = server.context.database.db;
  await sql`UPDATE rounds SET created_at = created_at - ${interval}::interval,
    finished_at = finished_at - ${interval}::interval WHERE user_id = ${userId}`.execute(db);
  await sql`UPDATE affiliate_campaigns SET counted_until = counted_until - ${interval}::interval,
    scan_from = scan_from - ${interval}::interval
    WHERE id = (SELECT campaign_id FROM affiliate_referrals WHERE user_id = ${userId})`.execute(db);
  await sql`UPDATE affiliate_referrals SET created_at = created_at - ${interval}::interval
    WHERE user_id = ${userId}`.execute(db);
}

/** The USD stake of the player's settled rounds, in atoms, per currency. */
export async function stakedUsd(server: TestServer, userId: string): Promise<Map<string, bigint>> {
  const rows = await server.context.database.db
    .selectFrom('rounds')
    .select(['currency', sql<string>`sum(stake_usd)::text`.as('usd')])
    .where('user_id', '=', userId)
    .where('status', '=', 'finished')
    .groupBy('currency')
    .execute();
  return new Map(rows.map((row) => [row.currency, fromDecimalString(row.usd)]));
}
