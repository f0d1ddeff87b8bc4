/**
 * A round's transaction stamps `finished_at` with its start time and commits a moment
 * later, so rounds settled in the last few minutes may not all be visible yet. Only
 * rounds older than this are brought forward into running totals; younger ones are
 * read from the rounds each time, and a claim pays them too, as seen.
 */
export const SETTLE_GRACE_MS = 5 * 60_000;
/**
 * The scheduled bring-forward (bring-forward-batches.ts) takes a window once the rounds
 * a reading of it would go through span this, which keeps every reading to about an
 * hour of rounds.
 */
export const BRING_FORWARD_AFTER_MS = 60 * 60_000;
/** A window that has never been brought forward: everything is unread. */
export const FROM_THE_START = new Date(0);

/** Where the running totals stand in the rounds (rakeback_state, affiliate_campaigns). */
export interface StakesState {
  /** Rounds settled before this are in the running totals. */
  counted_until: Date;
  /** No round settled since counted_until was created before this. */
  scan_from: Date;
}

/** Where a read of rounds starts and where it splits. */
export interface StakesWindow {
  /** Rounds settled before this are already counted in the running totals. */
  countedUntil: Date;
  /** No round settled since countedUntil was created before this. */
  scanFrom: Date;
  /** Rounds settled before this are reported apart (`before`), to be brought forward. */
  splitAt: Date;
}

/**
 * The window of a plain reading, from the state as read (undefined when there is no
 * row yet): every round settled since counted_until is unread, and read whole, since
 * nothing is brought forward. A reading writes nothing, so it needs no lock.
 */
export function readingWindow(state: StakesState | undefined): StakesWindow {
  const countedUntil = state?.counted_until ?? FROM_THE_START;
  return { countedUntil, scanFrom: state?.scan_from ?? FROM_THE_START, splitAt: countedUntil };
}

/**
 * The window of a bring-forward (a claim, a staff change of the percent, the scheduled
 * job), from the state row as locked: the rounds settled before the settle grace are
 * split off, to be added to the totals. Taken under the row's lock, so claims and the
 * job take turns and each sees what the one before it wrote.
 */
export function bringForwardWindow(locked: StakesState, now = Date.now()): StakesWindow {
  return {
    countedUntil: locked.counted_until,
    scanFrom: locked.scan_from,
    splitAt: new Date(Math.max(now - SETTLE_GRACE_MS, locked.counted_until.getTime())),
  };
}

/** The state once everything settled before `splitAt` is in the totals. */
export function broughtForward(splitAt: Date, oldestOpen: Date | null): StakesState {
  return { counted_until: splitAt, scan_from: oldestOpen && oldestOpen < splitAt ? oldestOpen : splitAt };
}
