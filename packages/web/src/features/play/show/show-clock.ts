import type { ShowPhase, ShowRound, ShowState } from '@ante/core';

/**
 * The show runs on the studio's clock: betting closes when the studio says so, for
 * every player at once. A browser's clock can be seconds off, so every countdown here
 * reads the server's time as the browser's time plus an offset measured once per
 * answer from the casino.
 */

/**
 * Server time minus browser time, from one answer: the server read its clock about
 * half-way through the round trip, so its `now` matches the browser's clock at the
 * midpoint between sending and receiving.
 */
export function clockOffset(serverNow: number, sentAt: number, receivedAt: number): number {
  return serverNow - (sentAt + Math.max(sentAt, receivedAt)) / 2;
}

/** Phases in the order a round passes through them; `void` stands apart. */
const ORDER: readonly ShowPhase[] = ['betting', 'closed', 'spinning', 'bonus', 'result'];

export function phaseRank(phase: ShowPhase): number {
  return phase === 'void' ? ORDER.length : ORDER.indexOf(phase);
}

/** When the wheel stops: the bonus stage follows at once, so the spin ends when it starts. */
export function spinStopsAt(round: ShowRound): number | null {
  return round.bonusAt ?? round.resultAt;
}

/**
 * The phase the round is in at server time `now`. The timestamps move it on without
 * waiting for the next state, but never past what the state has revealed: a spin
 * cannot start before its segment is public, nor a bonus before its draw. A state
 * that is further on than the clock (a browser clock running late) is believed.
 */
export function phaseAt(round: ShowRound, now: number): ShowPhase {
  if (round.phase === 'void' || round.settled === 'void') return 'void';
  let timed: ShowPhase = 'betting';
  if (now >= round.closesAt) timed = 'closed';
  const stops = spinStopsAt(round);
  if (now >= round.spinAt && round.segmentIndex !== null && round.resultAt !== null) {
    timed = 'spinning';
    if (round.bonusAt !== null && round.bonus !== null && stops !== null && now >= stops) timed = 'bonus';
    if (now >= round.resultAt) timed = 'result';
  }
  return phaseRank(round.phase) > phaseRank(timed) ? round.phase : timed;
}

/** The moment the phase ends (what a countdown counts to), or null when it waits on the studio. */
export function phaseEndsAt(round: ShowRound, phase: ShowPhase): number | null {
  switch (phase) {
    case 'betting':
      return round.closesAt;
    case 'closed':
      return round.spinAt;
    case 'spinning':
      return spinStopsAt(round);
    case 'bonus':
      return round.resultAt;
    case 'result':
    case 'void':
      return round.nextAt;
  }
}

export interface Countdown {
  phase: ShowPhase;
  /** Whole seconds left, rounded up, so "1" shows until the moment itself. */
  seconds: number | null;
  /** How much of the phase is left, 1 to 0 (for the ring). */
  fraction: number;
}

/** The betting countdown's ring and number at server time `now`. */
export function countdownAt(round: ShowRound, now: number): Countdown {
  const phase = phaseAt(round, now);
  const endsAt = phaseEndsAt(round, phase);
  if (endsAt === null) return { phase, seconds: null, fraction: 0 };
  const left = Math.max(0, endsAt - now);
  const length = phase === 'betting' ? round.closesAt - round.opensAt : 0;
  return {
    phase,
    seconds: Math.ceil(left / 1000),
    fraction: length > 0 ? Math.min(1, left / length) : 0,
  };
}

/** The round the state shows, or null before the show's first round. */
export function currentRound(state: ShowState | null): ShowRound | null {
  return state?.round ?? null;
}
