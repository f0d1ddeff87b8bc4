import { createHashChain, FORGE_WHEEL, resolveRound, roundSeeds } from '@ante/studio/show';
import { describe, expect, it } from 'vitest';
import type { HistoryRound } from './show-api';
import { verifyRound } from './verify-round';

const chain = createHashChain('c'.repeat(64), 5);
const salt = 'block-hash';

function record(id: number): HistoryRound {
  const seeds = roundSeeds(chain, salt, id);
  const result = resolveRound(FORGE_WHEEL, seeds);
  return {
    id,
    hash: chain.seeds[id - 1] as string,
    seed: seeds.serverSeed,
    segmentIndex: result.segmentIndex,
    segment: result.segment,
    booster: result.booster.spot === null ? { spot: null, multiplier: 1 } : result.booster,
    bonus: result.bonus,
    nonce: id,
  };
}

describe('verifyRound', () => {
  it('accepts a round recomputed from its seed, salt and nonce', () => {
    expect(verifyRound(record(3), salt)).toMatchObject({ hashMatches: true, resultMatches: true });
  });
  it('catches a seed that is not the published link, and a result that is not the seed’s', () => {
    const round = record(3);
    expect(verifyRound({ ...round, hash: 'f'.repeat(64) }, salt)?.hashMatches).toBe(false);
    const other = ((round.segmentIndex ?? 0) + 1) % 54;
    expect(verifyRound({ ...round, segmentIndex: other }, salt)?.resultMatches).toBe(false);
    expect(verifyRound(round, 'another salt')?.resultMatches).toBe(false);
  });
  it('waits for the seed', () => {
    expect(verifyRound({ ...record(2), seed: null }, salt)).toBeNull();
  });
});
