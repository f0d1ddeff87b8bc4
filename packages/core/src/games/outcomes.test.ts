import { describe, expect, it } from 'vitest';
import { RANKS } from '../fair/byte-stream';
import { minesFirstStepOutcomes, minesGame } from './mines/mines';
import { originalGame } from './registry';
import { expectMeanOfPlay } from './shared/test-support';
import { takeTheCrownFirstStepOutcomes, takeTheCrownGame } from './takethecrown/takethecrown';
import { topDollarFirstStepOutcomes, topDollarStep, winningRanks } from './topdollar/topdollar';

/**
 * The exact outcome distributions the welcome offer's counting reads (each game's `odds`),
 * checked against the games themselves: every distribution's mean return against the
 * mean of the game's own `play` over seeded rounds (within 5 standard errors), and the
 * multi-step games' first steps against their own rules (baccarat.test.ts deals every
 * card sequence for baccarat's chances).
 */
const seeds = (nonce: number) => ({ serverSeed: 'outcomes', clientSeed: 'c', nonce });

describe('outcome distributions', () => {
  it.each([
    ['dice', { condition: 'under', target: 49.5 }],
    ['dice', { condition: 'over', target: 90 }],
    ['limbo', { target: 2 }],
    ['limbo', { target: 1.01 }],
    ['plinko', { rows: 8, risk: 'low' }],
    ['plinko', { rows: 12, risk: 'medium' }],
    ['keno', { picks: [1], risk: 'low' }],
    ['keno', { picks: [3, 7, 11, 29, 40], risk: 'classic' }],
    ['wheel', { segments: 10, risk: 'low' }],
    ['wheel', { segments: 30, risk: 'medium' }],
    [
      'roulette',
      {
        chips: [
          { bet: 'red', amount: '1' },
          { bet: 'black', amount: '1' },
          { bet: 'dozen:2', amount: '0.5' },
        ],
      },
    ],
    ['baccarat', { player: '2', banker: '1', tie: '0.25' }],
  ] as const)(
    '%s %j has the mean return of its own play',
    (slug, raw) => {
      const game = originalGame(slug);
      if (game?.kind !== 'single') throw new Error(`no single-step game ${slug}`);
      const params = game.paramsSchema.parse(raw);
      const odds = game.odds(params);
      if (!('distribution' in odds)) throw new Error(`${slug} states its odds`);
      expectMeanOfPlay(odds.distribution, (nonce) => game.play(seeds(nonce), params).multiplier);
    },
    60_000,
  );

  it('reads a multi-step game as its first step, with that step’s chance and pay', () => {
    for (const mines of [1, 5, 13, 24]) {
      const distribution = minesFirstStepOutcomes({ mines });
      let safe = 0;
      for (let nonce = 0; nonce < 2_000; nonce += 1) {
        const { state } = minesGame.start(seeds(nonce), { mines });
        const step = minesGame.act(seeds(nonce), state, { action: 'reveal', tile: 0 });
        if (step.state.status !== 'busted') safe += 1;
      }
      const [win] = distribution.outcomes;
      const chance = Number(win?.weight) / 25;
      expect(Math.abs(safe / 2_000 - chance)).toBeLessThan(
        5 * Math.sqrt((chance * (1 - chance)) / 2_000) + 1e-9,
      );
    }
    for (const difficulty of ['easy', 'master'] as const) {
      const distribution = takeTheCrownFirstStepOutcomes({ difficulty });
      const { state } = takeTheCrownGame.start(seeds(0), { difficulty });
      const traps = state.traps[0]?.length ?? 0;
      expect(distribution.outcomes.map((o) => o.weight)).toEqual([
        BigInt(takeTheCrownGame.view(state).tiles - traps),
        BigInt(traps),
      ]);
    }
    // Top dollar's safest allowed guess: no rank and guess wins more often than 12 of 13.
    const safest = Math.max(
      ...RANKS.flatMap((rank) =>
        (['higher', 'lower'] as const).map((guess) => winningRanks(rank, guess)).filter((ways) => ways < 13),
      ),
    );
    expect(safest).toBe(12);
    expect(topDollarFirstStepOutcomes().outcomes[0]).toEqual({
      weight: 12n,
      returned: topDollarStep('3', 'higher'),
    });
  });
});
