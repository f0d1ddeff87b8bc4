import type { AffiliateCampaign } from '@ante/core';

/** A campaign as GET /affiliate/campaigns answers it, with what a test changes. */
export function campaignFixture(overrides: Partial<AffiliateCampaign> = {}): AffiliateCampaign {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Default',
    code: 'lucky_7',
    isDefault: true,
    createdAt: '2026-11-01T00:00:00.000Z',
    commissionPercent: 10,
    hits: 0,
    referredPlayers: 0,
    wageredUsd: '0',
    earnedUsd: '0',
    claimedUsd: '0',
    availableUsd: '0',
    currencies: [],
    daily: [],
    ...overrides,
  };
}
