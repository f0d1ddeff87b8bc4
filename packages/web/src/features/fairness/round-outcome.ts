import {
  baccarat,
  type Card,
  dice,
  keno,
  limbo,
  minesParamsSchema,
  plinko,
  RANKS,
  type Round,
  roulette,
  type SingleStepGame,
  SUITS,
  takeTheCrownParamsSchema,
  wheel,
} from '@ante/core';
import type { VerifyOutcome } from './verify-outcome';

/** What the player did on a multi-step board, drawn over the seeds' outcome. */
export interface PlayMarks {
  /** Mines: the safe tiles opened, and the mine stepped on. */
  revealed?: number[];
  hitMine?: number | null;
  /** Take the crown: the tile picked on each floor, bottom first. */
  picks?: number[];
}

export interface ShownHand {
  cards: Card[];
  total: number;
  /** How a player's hand ended (blackjack, win, push, lose, bust); unset for the dealer. */
  outcome?: string;
}

/**
 * A finished round drawn from what the server recorded (`round.result`), which works
 * before the server seed is revealed. Single-step results and the mines and tower
 * boards have the Verify tab's shape; blackjack and top dollar show the hands and
 * the ladder actually played rather than the whole 52-card stream.
 */
export type RoundOutcome =
  | { kind: 'board'; outcome: VerifyOutcome; marks: PlayMarks }
  | { kind: 'blackjack'; dealer: ShownHand; hands: ShownHand[] }
  | { kind: 'topdollar'; cards: Card[]; moves: string[] };

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number');

function isCard(value: unknown): value is Card {
  return (
    isRecord(value) &&
    (RANKS as readonly unknown[]).includes(value.rank) &&
    (SUITS as readonly unknown[]).includes(value.suit)
  );
}

const isCardList = (value: unknown): value is Card[] => Array.isArray(value) && value.every(isCard);

function shownHand(value: unknown): ShownHand | null {
  if (!isRecord(value) || !isCardList(value.cards) || typeof value.total !== 'number') return null;
  return { cards: value.cards, total: value.total };
}

/** The round's params as its game reads them; null when they no longer parse. */
function paramsOf<P>(game: SingleStepGame<P, unknown>, params: unknown): P | null {
  const parsed = game.paramsSchema.safeParse(params);
  return parsed.success ? parsed.data : null;
}

function board(outcome: VerifyOutcome, marks: PlayMarks = {}): RoundOutcome {
  return { kind: 'board', outcome, marks };
}

/** Null when the record is not one this page knows how to draw (an unknown game, an open round). */
export function roundOutcome(round: Pick<Round, 'game' | 'params' | 'result'>): RoundOutcome | null {
  const result = round.result;
  if (!isRecord(result)) return null;
  switch (round.game) {
    case 'dice': {
      const params = paramsOf(dice, round.params);
      return params && typeof result.roll === 'number'
        ? board({ game: 'dice', params, result: { roll: result.roll } })
        : null;
    }
    case 'limbo': {
      const params = paramsOf(limbo, round.params);
      return params && typeof result.multiplier === 'number'
        ? board({ game: 'limbo', params, result: { multiplier: result.multiplier } })
        : null;
    }
    case 'plinko': {
      const params = paramsOf(plinko, round.params);
      const { bucket, multiplier, path } = result;
      return params && typeof bucket === 'number' && typeof multiplier === 'number' && isNumberList(path)
        ? board({ game: 'plinko', params, result: { bucket, multiplier, path } })
        : null;
    }
    case 'keno': {
      const params = paramsOf(keno, round.params);
      return params && isNumberList(result.drawn) && typeof result.hits === 'number'
        ? board({ game: 'keno', params, result: { drawn: result.drawn, hits: result.hits } })
        : null;
    }
    case 'wheel': {
      const params = paramsOf(wheel, round.params);
      const { index, multiplier } = result;
      return params && typeof index === 'number' && typeof multiplier === 'number'
        ? board({ game: 'wheel', params, result: { index, multiplier } })
        : null;
    }
    case 'roulette':
      return typeof result.pocket === 'number'
        ? board({
            game: 'roulette',
            params: paramsOf(roulette, round.params),
            result: { pocket: result.pocket },
          })
        : null;
    case 'baccarat':
      return baccaratOutcome(round.params, result);
    case 'mines': {
      const params = minesParamsSchema.safeParse(round.params);
      if (!params.success || !isNumberList(result.minePositions)) return null;
      return board(
        { game: 'mines', params: params.data, result: { mines: result.minePositions } },
        {
          revealed: isNumberList(result.revealed) ? result.revealed : [],
          hitMine: typeof result.hitMine === 'number' ? result.hitMine : null,
        },
      );
    }
    case 'takethecrown': {
      const params = takeTheCrownParamsSchema.safeParse(round.params);
      const traps = result.traps;
      if (!params.success || !Array.isArray(traps) || !traps.every(isNumberList)) return null;
      return board(
        { game: 'takethecrown', params: params.data, result: { traps } },
        { picks: isNumberList(result.picks) ? result.picks : [] },
      );
    }
    case 'blackjack': {
      const dealer = shownHand(result.dealer);
      const settled =
        isRecord(result.settlement) && Array.isArray(result.settlement.hands) ? result.settlement.hands : [];
      const hands = Array.isArray(result.hands) ? result.hands.map(shownHand) : [];
      if (!dealer || hands.length === 0 || hands.some((hand) => hand === null)) return null;
      return {
        kind: 'blackjack',
        dealer,
        hands: (hands as ShownHand[]).map((hand, index) => {
          const outcome = settled[index];
          return isRecord(outcome) && typeof outcome.outcome === 'string'
            ? { ...hand, outcome: outcome.outcome }
            : hand;
        }),
      };
    }
    case 'topdollar': {
      if (!isCardList(result.cards)) return null;
      const moves = Array.isArray(result.moves)
        ? result.moves.filter((move) => typeof move === 'string')
        : [];
      return { kind: 'topdollar', cards: result.cards, moves };
    }
    default:
      return null;
  }
}

function baccaratOutcome(params: unknown, result: Loose): RoundOutcome | null {
  const { cards, playerCards, bankerCards, playerTotal, bankerTotal, winner } = result;
  if (
    !isCardList(cards) ||
    !isCardList(playerCards) ||
    !isCardList(bankerCards) ||
    typeof playerTotal !== 'number' ||
    typeof bankerTotal !== 'number' ||
    (winner !== 'player' && winner !== 'banker' && winner !== 'tie')
  )
    return null;
  return board({
    game: 'baccarat',
    params: paramsOf(baccarat, params),
    result: { cards, playerCards, bankerCards, playerTotal, bankerTotal, winner },
  });
}
