import type { ShowRound, ShowState } from '@ante/core';
import { phaseRank } from './show-clock';

/** How much of a round a state has revealed: the phase, then whether it is paid. */
function revealed(round: ShowRound): number {
  return phaseRank(round.phase) * 2 + (round.settled === null ? 0 : 1);
}

/**
 * The state to show when another arrives: the casino's answer and the socket's events
 * can cross, and two nodes may relay the same state at slightly different moments. The
 * newest round wins; of the same round, the state that has revealed more (a later
 * phase, or the payout) wins, so a late echo never hides a result already shown. Of
 * two equally revealed states the one read later wins, for its bettor counts.
 */
export function mergeShowState(current: ShowState | null, incoming: ShowState): ShowState {
  if (!current) return incoming;
  const had = current.round;
  const got = incoming.round;
  if (!had) return got || incoming.now >= current.now ? incoming : current;
  if (!got) return current;
  if (got.id !== had.id) return got.id > had.id ? incoming : current;
  const before = revealed(had);
  const after = revealed(got);
  if (after !== before) return after > before ? incoming : current;
  return incoming.now >= current.now ? incoming : current;
}
