import { randomBytes } from 'node:crypto';
import type { AffiliateCampaign, AffiliateCampaignsResponse } from '@ante/core';
import { expect } from 'vitest';
import type { TestClient, TestServer } from '../../test/harness';

/** A fresh campaign code for each call (3 to 20 characters). */
export function uniqueCode(prefix = 'c'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`.slice(0, 20);
}

/** GET /api/affiliate/campaigns, expected to answer 200. */
export async function campaignsOf(client: TestClient): Promise<AffiliateCampaignsResponse> {
  const response = await client.get('/api/affiliate/campaigns');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

export async function defaultCampaignOf(client: TestClient): Promise<AffiliateCampaign> {
  const campaign = (await campaignsOf(client)).campaigns.find((one) => one.isDefault);
  expect(campaign).toBeDefined();
  return campaign as AffiliateCampaign;
}

/** POST /api/affiliate/campaigns, expected to answer 200. */
export async function createCampaign(client: TestClient, code = uniqueCode(), name = 'Campaign') {
  const response = await client.post('/api/affiliate/campaigns', { name, code });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as AffiliateCampaign;
}

/** Moves the player's registration back by `days`, as if they had registered then. */
export async function registeredDaysAgo(server: TestServer, userId: string, days: number): Promise<void> {
  await server.context.database.db
    .updateTable('users')
    .set({ created_at: new Date(Date.now() - days * 86_400_000) })
    .where('id', '=', userId)
    .execute();
}
