import { expect } from 'vitest';
import type { TestClient, TestServer } from '../../../test/harness';
import { uniqueCode } from '../codes/code-test-helpers';

/**
 * A free offer that costs the player on average (it needs a rollover of at least 299
 * with the pot at its default cap, counting every reward earned meanwhile; the test
 * servers' pot gives back next to nothing, so 230 would do), small enough that a few
 * bets meet it: $0.05, 15 USDT of stakes.
 */
export const FREE_OFFER = { kind: 'free', amountUsd: '0.05', rollover: 300, days: 7, maxUses: 100 };
/** 1% of the deposit, at most $20, rolled over three times: as the welcome offer tests' terms. */
export const DEPOSIT_OFFER = {
  kind: 'deposit',
  percent: 1,
  maxUsd: '20',
  rollover: 3,
  days: 7,
  maxUses: 100,
};

/** Creates an offer through the admin API (which must accept it); gives its view. */
export async function createOffer(staff: TestClient, fields: Record<string, unknown> = FREE_OFFER) {
  const body = { code: uniqueCode('OFFER'), ...fields };
  const response = await staff.post('/api/admin/offers', body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

export const checkOffer = (client: TestClient, code: string) =>
  client.post('/api/rewards/offer/check', { code });

export const claimOffer = (client: TestClient, code: string, currency = 'USDT') =>
  client.post('/api/rewards/offer/claim', { code, currency });

export const rewardStats = async (client: TestClient) => {
  const response = await client.get('/api/rewards/stats');
  expect(response.status).toBe(200);
  return response.body;
};

/** The ledger's transfers of one rollover's payment. */
export function rolloverPayments(server: TestServer, rolloverId: string) {
  return server.context.database.db
    .selectFrom('transfers')
    .select(['code', 'amount', 'currency', 'idempotency_key'])
    .where('reference', '=', `rollover_bonus:${rolloverId}`)
    .execute();
}
