import { add, compare, mul, ONE, type Ratio, ratio, reduced, sub, ZERO } from '../../rollover/ratio';

/**
 * Blackjack's exact house edge under our rules (blackjack.ts), on an infinite deck:
 * every card is an independent draw, ace to nine 1/13 each and a ten-value card 4/13.
 *
 * What a reward needs is the house's expected take per dollar STAKED, doubles, splits
 * and insurance included, since rakeback, the pot, xp and commission all count every
 * stake of a round. The player chooses how to play, so the figure is the smallest
 * loss per dollar staked that any way of playing achieves:
 *
 *     edge = min over strategies of E[loss] / E[staked]
 *
 * A strategy that minimises the loss per hand (basic strategy) is not the one that
 * minimises it per dollar staked: doubling a little more often adds stakes that cost
 * less than the average. For a trial edge e, playing to maximise E[returned] -
 * (1 - e) x E[staked] is a dynamic programme over hands (each action's value is exact,
 * the deck being infinite), and the smallest ratio is the e at which that maximum is
 * zero. Dinkelbach's iteration finds it exactly: start at e = 0 (basic strategy), take
 * the ratio of the strategy found as the next e, and stop when it no longer changes; a
 * finite set of strategies makes it end, in a few steps.
 *
 * The figures are fractions of bigints (denominators are powers of 13), so the edge is
 * exact; the test beside it checks it against a seeded simulation of the game itself.
 */

/** A hand's expected return and stake, both per base wager. */
interface Play {
  returned: Ratio;
  staked: Ratio;
}

/** Card values drawn from the infinite deck: 1 is the ace, 10 any ten-value card. */
const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const THIRTEENTH = ratio(1n, 13n);
const chance = (value: number): Ratio => (value === 10 ? ratio(4n, 13n) : THIRTEENTH);

// ratio.ts's sums and products, kept in lowest terms: the recursion multiplies long chains.
const plus = (a: Ratio, b: Ratio): Ratio => reduced(add(a, b));
const times = (a: Ratio, b: Ratio): Ratio => reduced(mul(a, b));
const scaled = (play: Play, by: Ratio): Play => ({
  returned: times(play.returned, by),
  staked: times(play.staked, by),
});
const together = (a: Play, b: Play): Play => ({
  returned: plus(a.returned, b.returned),
  staked: plus(a.staked, b.staked),
});
const NOTHING: Play = { returned: ZERO, staked: ZERO };

function toNumber(r: Ratio): number {
  const shift = BigInt(Math.max(0, r.d.toString().length - 15));
  const scale = 10n ** shift;
  return Number(r.n / scale) / Number(r.d / scale);
}

/** A hand as its hard total (aces as 1) and whether it holds an ace. */
function best(hard: number, ace: boolean): number {
  return ace && hard + 10 <= 21 ? hard + 10 : hard;
}

/** The dealer's final totals (17 to 21, and 22 for a bust) with their chances. */
type DealerFinal = Map<number, Ratio>;

function dealerFrom(hard: number, ace: boolean, memo: Map<string, DealerFinal>): DealerFinal {
  const total = best(hard, ace);
  if (total >= 17) return new Map([[Math.min(total, 22), ONE]]);
  const key = `${hard}:${ace}`;
  const known = memo.get(key);
  if (known) return known;
  const final: DealerFinal = new Map();
  for (const value of VALUES) {
    for (const [end, p] of dealerFrom(hard + value, ace || value === 1, memo)) {
      final.set(end, plus(final.get(end) ?? ZERO, times(p, chance(value))));
    }
  }
  memo.set(key, final);
  return final;
}

/**
 * The dealer's final totals for an up card, given that the peek found no blackjack:
 * the hole card is not a ten under an ace, nor an ace under a ten.
 */
const dealerFinals = new Map<number, DealerFinal>();

function dealerWithoutBlackjack(up: number): DealerFinal {
  const known = dealerFinals.get(up);
  if (known) return known;
  const memo = new Map<string, DealerFinal>();
  const final: DealerFinal = new Map();
  let left = ZERO;
  for (const hole of VALUES) {
    if ((up === 1 && hole === 10) || (up === 10 && hole === 1)) continue;
    left = plus(left, chance(hole));
    for (const [end, p] of dealerFrom(up + hole, up === 1 || hole === 1, memo)) {
      final.set(end, plus(final.get(end) ?? ZERO, times(p, chance(hole))));
    }
  }
  const norm = ratio(left.d, left.n);
  const conditioned = new Map([...final].map(([end, p]) => [end, times(p, norm)]));
  dealerFinals.set(up, conditioned);
  return conditioned;
}

/** The dealer's blackjack chance once an up card shows (the peek's). */
function dealerBlackjackChance(up: number): Ratio {
  if (up === 1) return chance(10);
  if (up === 10) return chance(1);
  return ZERO;
}

/** Optimal play for a trial edge: each action is scored by returned - (1 - edge) x staked. */
class Table {
  private readonly cost: Ratio;
  private readonly standing = new Map<number, Ratio>();
  private readonly hitting = new Map<string, Play>();

  constructor(
    private readonly dealer: DealerFinal,
    trialEdge: Ratio,
  ) {
    this.cost = sub(ONE, trialEdge);
  }

  score(play: Play): Ratio {
    return sub(play.returned, times(this.cost, play.staked));
  }

  better(a: Play, b: Play): Play {
    const gap = this.approx(b) - this.approx(a);
    // Floats decide all but near ties, which the exact figures decide.
    if (Math.abs(gap) > 1e-9) return gap > 0 ? b : a;
    return compare(this.score(b), this.score(a)) > 0 ? b : a;
  }

  private approx(play: Play): number {
    const cost = Number(this.cost.n) / Number(this.cost.d);
    return toNumber(play.returned) - cost * toNumber(play.staked);
  }

  /** What standing on `total` returns per unit staked: 2 on a win, 1 on a push. */
  standReturn(total: number): Ratio {
    if (total > 21) return ZERO;
    const known = this.standing.get(total);
    if (known) return known;
    let back = ZERO;
    for (const [end, p] of this.dealer) {
      if (end > 21 || end < total) back = plus(back, times(p, ratio(2n, 1n)));
      else if (end === total) back = plus(back, p);
    }
    this.standing.set(total, back);
    return back;
  }

  stand(hard: number, ace: boolean): Play {
    return { returned: this.standReturn(best(hard, ace)), staked: ONE };
  }

  /** A hand past its first two cards (or one that hit): stand or hit, 21 stands by itself. */
  drawn(hard: number, ace: boolean): Play {
    const total = best(hard, ace);
    if (total > 21) return { returned: ZERO, staked: ONE };
    if (total === 21) return this.stand(hard, ace);
    const key = `${hard}:${ace}`;
    const known = this.hitting.get(key);
    if (known) return known;
    const chosen = this.better(this.stand(hard, ace), this.hit(hard, ace));
    this.hitting.set(key, chosen);
    return chosen;
  }

  hit(hard: number, ace: boolean): Play {
    let play = NOTHING;
    for (const value of VALUES) {
      play = together(play, scaled(this.drawn(hard + value, ace || value === 1), chance(value)));
    }
    return play;
  }

  double(hard: number, ace: boolean): Play {
    let returned = ZERO;
    for (const value of VALUES) {
      const back = this.standReturn(best(hard + value, ace || value === 1));
      returned = plus(returned, times(back, chance(value)));
    }
    return { returned: times(returned, ratio(2n, 1n)), staked: ratio(2n, 1n) };
  }

  /** Two cards, not a blackjack: stand, hit or double (21 after a split stands by itself). */
  twoCards(hard: number, ace: boolean): Play {
    if (best(hard, ace) === 21) return this.stand(hard, ace);
    return [this.hit(hard, ace), this.double(hard, ace)].reduce(
      (chosen, next) => this.better(chosen, next),
      this.stand(hard, ace),
    );
  }

  /** Both hands of a split of two cards of `value`: split aces take one card each and stand. */
  split(value: number): Play {
    let hand = NOTHING;
    for (const next of VALUES) {
      const hard = value + next;
      const ace = value === 1 || next === 1;
      const played = value === 1 ? this.stand(hard, ace) : this.twoCards(hard, ace);
      hand = together(hand, scaled(played, chance(next)));
    }
    return scaled(hand, ratio(2n, 1n));
  }
}

/** A hand as the play sees it: the dealer's up card and its cards' values (ace 1, ten-value 10). */
export interface HandSpot {
  up: number;
  cards: readonly number[];
  /** Split is allowed (a pair of the same rank, no split yet). */
  canSplit: boolean;
}

type EdgeAction = 'hit' | 'stand' | 'double' | 'split';
const edgeTables = new Map<number, Table>();
const edgeChoices = new Map<string, EdgeAction>();

/**
 * The action the edge's play takes on a hand (insurance is never worth it at this
 * edge): the tests play the game itself with it, to check the figure by simulation.
 */
export function edgePlay(spot: HandSpot): EdgeAction {
  const hard = spot.cards.reduce((sum, value) => sum + value, 0);
  const ace = spot.cards.includes(1);
  const key = `${spot.up}:${hard}:${ace}:${spot.cards.length === 2}:${spot.canSplit}`;
  const known = edgeChoices.get(key);
  if (known) return known;
  const chosen = choose(spot, hard, ace);
  edgeChoices.set(key, chosen);
  return chosen;
}

function choose(spot: HandSpot, hard: number, ace: boolean): EdgeAction {
  let table = edgeTables.get(spot.up);
  if (!table) {
    table = new Table(dealerWithoutBlackjack(spot.up), blackjackEdge().perStaked);
    edgeTables.set(spot.up, table);
  }
  if (best(hard, ace) >= 21) return 'stand';
  const options: [Play, EdgeAction][] = [
    [table.stand(hard, ace), 'stand'],
    [table.hit(hard, ace), 'hit'],
  ];
  if (spot.cards.length === 2) options.push([table.double(hard, ace), 'double']);
  if (spot.canSplit && spot.cards[0] !== undefined) options.push([table.split(spot.cards[0]), 'split']);
  let chosen = options[0] as [Play, EdgeAction];
  for (const option of options.slice(1))
    if (table.better(chosen[0], option[0]) === option[0]) chosen = option;
  return chosen[1];
}

/** The round per base wager, for a trial edge, with the best play for it. */
function roundPlay(trialEdge: Ratio): Play {
  let round = NOTHING;
  for (const up of VALUES) {
    const table = new Table(dealerWithoutBlackjack(up), trialEdge);
    const blackjack = dealerBlackjackChance(up);
    const noBlackjack = sub(ONE, blackjack);
    let hands = NOTHING;
    for (const first of VALUES) {
      for (const second of VALUES) {
        const dealt = times(chance(first), chance(second));
        const hard = first + second;
        const ace = first === 1 || second === 1;
        const natural = best(hard, ace) === 21;
        // A dealer blackjack ends the round before any move: a player blackjack pushes.
        const beaten: Play = { returned: natural ? ONE : ZERO, staked: ONE };
        let played: Play;
        let pairShare = ZERO;
        if (natural) played = { returned: ratio(5n, 2n), staked: ONE };
        else {
          played = table.twoCards(hard, ace);
          // Splits need the same rank: two ten-value cards are one in four.
          if (first === second) pairShare = first === 10 ? ratio(1n, 4n) : ONE;
        }
        const withPair = pairShare.n > 0n ? table.better(played, table.split(first)) : played;
        const mixed = together(scaled(withPair, pairShare), scaled(played, sub(ONE, pairShare)));
        const hand = together(scaled(beaten, blackjack), scaled(mixed, noBlackjack));
        hands = together(hands, scaled(hand, dealt));
      }
    }
    // Insurance is its own bet, 0.5 staked for 1.5 back on a dealer blackjack: taken
    // only when that scores above nothing.
    if (up === 1) {
      const insurance: Play = { returned: times(ratio(3n, 2n), blackjack), staked: ratio(1n, 2n) };
      if (compare(table.score(insurance), ZERO) > 0) hands = together(hands, insurance);
    }
    round = together(round, scaled(hands, chance(up)));
  }
  return round;
}

/** The loss per unit staked of a play. */
function lossPerStaked(play: Play): Ratio {
  return reduced(sub(ONE, ratio(play.returned.n * play.staked.d, play.returned.d * play.staked.n)));
}

export interface BlackjackEdge {
  /** The smallest expected loss per unit staked that any play achieves: what rewards are a share of. */
  perStaked: Ratio;
  /** Basic strategy's expected loss per base wager (the figure tables quote). */
  basicPerHand: Ratio;
  /** Basic strategy's expected stake per base wager (doubles, splits). */
  basicStaked: Ratio;
}

let computed: BlackjackEdge | null = null;

/** Worked out once (about a tenth of a second), then kept. */
export function blackjackEdge(): BlackjackEdge {
  if (computed) return computed;
  const basic = roundPlay(ZERO);
  let edge = lossPerStaked(basic);
  for (;;) {
    const next = lossPerStaked(roundPlay(edge));
    if (compare(next, edge) >= 0) break;
    edge = next;
  }
  computed = {
    perStaked: edge,
    basicPerHand: reduced(sub(basic.staked, basic.returned)),
    basicStaked: basic.staked,
  };
  return computed;
}
