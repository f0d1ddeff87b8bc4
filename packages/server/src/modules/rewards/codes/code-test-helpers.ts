import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestClient, TestServer } from '../../../test/harness';

/** A fresh code name for each call, so tests sharing a server never collide. */
export function uniqueCode(prefix = 'DROP'): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

/** Creates a code through the admin API (which must accept it); gives its view. */
export async function createCode(staff: TestClient, fields: Record<string, unknown> = {}) {
  const body = { code: uniqueCode(), rewardUsd: '5', currency: 'USDT', maxUses: 10, ...fields };
  const response = await staff.post('/api/admin/codes', body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

export const claim = (client: TestClient, code: string, currency?: string) =>
  client.post('/api/rewards/claim/code', { code, ...(currency ? { currency } : {}) });

/** The ledger's redeem-code transfers for one code, to whomever they went. */
export function transfersForCode(server: TestServer, codeId: string) {
  return server.context.database.db
    .selectFrom('transfers')
    .select(['amount', 'currency', 'reference'])
    .where('code', '=', 'redeem_code')
    .where('reference', 'like', `redeem_code:${codeId}:%`)
    .execute();
}
