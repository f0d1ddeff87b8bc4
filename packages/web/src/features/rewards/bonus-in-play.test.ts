import type { ClaimedRewardOffer, RolloverBonus } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { hasBonusInPlay } from './bonus-in-play';

const bonus: RolloverBonus = {
  id: 'b1',
  source: 'offer',
  name: 'FREE_FIVE',
  currency: 'USDT',
  deposit: '0',
  bonus: '5',
  activeRounds: 0,
  wagered: '0',
  wagerRequirement: '1000',
  completed: false,
  status: 'active',
  expiresAt: '2026-12-01T12:00:00.000Z',
};
const offer: ClaimedRewardOffer = {
  code: 'FREE_FIVE',
  kind: 'free',
  currency: 'USDT',
  status: 'rollover',
  claimedAt: '2026-11-20T12:00:00.000Z',
  depositBy: null,
  terms: {
    code: 'FREE_FIVE',
    kind: 'free',
    percent: null,
    maxUsd: null,
    amountUsd: '5',
    rollover: 200,
    maxBetUsd: '10',
    days: 7,
    currencies: ['USDT'],
    counting: [],
    expiresAt: null,
  },
  rollover: bonus,
};
const nothing = { rolloverOffer: null, rolloverBonus: null, offers: [], codeRollovers: [] };

describe('whether deposits and bets can move the rewards stats', () => {
  it('not with nothing claimed, nor with everything over', () => {
    expect(hasBonusInPlay(nothing)).toBe(false);
    expect(hasBonusInPlay({ ...nothing, rolloverOffer: { accepted: false } })).toBe(false);
    expect(
      hasBonusInPlay({
        ...nothing,
        offers: [
          { ...offer, rollover: { ...bonus, status: 'completed' } },
          { ...offer, status: 'lapsed' },
        ],
        codeRollovers: [{ ...bonus, source: 'code', status: 'expired' }],
      }),
    ).toBe(false);
  });

  it('while the welcome offer, an offer or a code still waits for a deposit or for bets', () => {
    expect(hasBonusInPlay({ ...nothing, rolloverOffer: { accepted: true } })).toBe(true);
    expect(hasBonusInPlay({ ...nothing, offers: [offer] })).toBe(true);
    expect(
      hasBonusInPlay({ ...nothing, offers: [{ ...offer, status: 'awaiting_deposit', rollover: null }] }),
    ).toBe(true);
    expect(hasBonusInPlay({ ...nothing, codeRollovers: [{ ...bonus, source: 'code' }] })).toBe(true);
  });
});
