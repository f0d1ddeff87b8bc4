/**
 * Autoplay: a number of rounds played one after another, stopped early by the
 * conditions the player set. It also stops when the next bet cannot be paid, and
 * whenever the player asks; the caller handles that and errors.
 */

export const AUTOPLAY_COUNTS = [10, 25, 50, 100] as const;

export interface AutoplayOptions {
  rounds: number;
  /** Stop after a round that wins more than this (atoms), or never when null. */
  stopOnWinAbove: bigint | null;
  /** Stop once the balance has fallen this much (atoms) below where autoplay started, or never when null. */
  stopOnLoss: bigint | null;
  stopOnFreeSpins: boolean;
}

export interface AutoplayState {
  options: AutoplayOptions;
  remaining: number;
  startBalance: bigint;
}

export type AutoplayStop = 'done' | 'win' | 'loss' | 'free-spins' | 'funds';

export const STOP_MESSAGES: Readonly<Record<AutoplayStop, string>> = {
  done: 'Autoplay finished',
  win: 'Autoplay stopped: win limit reached',
  loss: 'Autoplay stopped: loss limit reached',
  'free-spins': 'Autoplay stopped: free spins won',
  funds: 'Autoplay stopped: not enough balance for the bet',
};

export function startAutoplay(options: AutoplayOptions, balance: bigint): AutoplayState {
  return { options, remaining: Math.max(0, Math.floor(options.rounds)), startBalance: balance };
}

export interface RoundOutcome {
  payout: bigint;
  balance: bigint;
  freeSpins: boolean;
  /** The bet the next round would place. */
  nextBet: bigint;
}

/** The state after a round, and why autoplay stops there (null to go on). */
export function afterRound(
  state: AutoplayState,
  outcome: RoundOutcome,
): { state: AutoplayState; stop: AutoplayStop | null } {
  const next = { ...state, remaining: Math.max(0, state.remaining - 1) };
  const { stopOnWinAbove, stopOnLoss, stopOnFreeSpins } = state.options;
  let stop: AutoplayStop | null = null;
  if (stopOnFreeSpins && outcome.freeSpins) stop = 'free-spins';
  else if (stopOnWinAbove !== null && outcome.payout > stopOnWinAbove) stop = 'win';
  else if (stopOnLoss !== null && state.startBalance - outcome.balance >= stopOnLoss) stop = 'loss';
  else if (next.remaining === 0) stop = 'done';
  else if (outcome.balance < outcome.nextBet) stop = 'funds';
  return { state: stop ? { ...next, remaining: 0 } : next, stop };
}
