import { describe, expect, it } from 'vitest';
import type { Card } from '../../fair/byte-stream';
import { toFixedText } from '../../rollover/ratio';
import { EXAMPLE } from '../shared/test-support';
import { MULTIPLIER_SCALE } from '../types';
import { blackjackGame } from './blackjack';
import { blackjackEdge, edgePlay } from './blackjack-edge';
import { isPair, isTenValue } from './blackjack-hand';

const cardValue = (card: Card): number => (card.rank === 'A' ? 1 : isTenValue(card) ? 10 : Number(card.rank));
const asNumber = (r: { n: bigint; d: bigint }) => Number(r.n) / Number(r.d);

/**
 * Plays `rounds` rounds of the game itself (start and act, on seeded card streams) with
 * the play the edge assumes, and returns the loss per unit staked with its standard error.
 */
function simulate(rounds: number): { loss: number; error: number } {
  const losses: number[] = [];
  const stakes: number[] = [];
  const scale = Number(MULTIPLIER_SCALE);
  for (let nonce = 0; nonce < rounds; nonce += 1) {
    const seeds = { ...EXAMPLE, clientSeed: 'edge-simulation', nonce };
    let outcome = blackjackGame.start(seeds, {});
    let staked = scale;
    while (!outcome.finished) {
      const { state } = outcome;
      const up = state.dealer[0] as Card;
      const hand = state.hands[state.active];
      const action =
        state.phase === 'insurance'
          ? 'noInsurance'
          : edgePlay({
              up: cardValue(up),
              cards: (hand?.cards ?? []).map(cardValue),
              canSplit: state.hands.length === 1 && isPair(hand?.cards ?? []),
            });
      outcome = blackjackGame.act(seeds, state, { action });
      staked += Number(outcome.extraStake);
    }
    stakes.push(staked / scale);
    losses.push((staked - Number(outcome.multiplier)) / scale);
  }
  const lost = losses.reduce((a, b) => a + b, 0);
  const total = stakes.reduce((a, b) => a + b, 0);
  const loss = lost / total;
  const spread = losses.reduce((sum, l, i) => sum + (l - loss * (stakes[i] ?? 0)) ** 2, 0);
  return { loss, error: Math.sqrt(spread) / total };
}

describe('blackjack edge', () => {
  it('is the infinite-deck figure for our rules: 0.5055% per unit staked, basic strategy 0.5703% a hand', () => {
    const edge = blackjackEdge();
    expect(toFixedText(edge.perStaked, 6)).toBe('0.005055');
    expect(toFixedText(edge.basicPerHand, 6)).toBe('0.005703');
    // Basic strategy stakes about 1.127 base wagers a round (doubles and splits), so per
    // unit staked it loses a little more than the best play per unit staked.
    expect(toFixedText(edge.basicStaked, 4)).toBe('1.1269');
    expect(asNumber(edge.perStaked)).toBeLessThan(asNumber(edge.basicPerHand) / asNumber(edge.basicStaked));
  });

  it('matches a seeded simulation of the game played the same way, within four standard errors', () => {
    const { loss, error } = simulate(20_000);
    const exact = asNumber(blackjackEdge().perStaked);
    expect(Math.abs(loss - exact), `simulated ${loss} ± ${error}, exact ${exact}`).toBeLessThan(4 * error);
  }, 60_000);
});
