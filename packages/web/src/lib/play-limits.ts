import type { PlayLimitKind, PlayLimitPeriod } from '@ante/core';

export const LIMIT_KIND_OPTIONS: Array<{ value: PlayLimitKind; label: string }> = [
  { value: 'loss', label: 'Losses' },
  { value: 'wager', label: 'Wagers' },
  { value: 'deposit', label: 'Deposits' },
];

export const LIMIT_PERIOD_OPTIONS: Array<{ value: PlayLimitPeriod; label: string }> = [
  { value: 'day', label: 'Per day' },
  { value: 'week', label: 'Per week' },
  { value: 'month', label: 'Per month' },
];

const ADJECTIVES: Record<PlayLimitPeriod, string> = { day: 'Daily', week: 'Weekly', month: 'Monthly' };

/** "Daily loss limit", as the player and staff read a limit's name. */
export function limitTitle(kind: PlayLimitKind, period: PlayLimitPeriod): string {
  return `${ADJECTIVES[period]} ${kind} limit`;
}

/** What the limit form holds: the request's own fields, as text. */
export type PlayLimitValues = { kind: string; period: string; amountUsd: string };

/**
 * The limit form's rules for a request contract (the player's or staff's): the contract
 * alone decides what an amount may be, so the form and the server refuse the same.
 */
export function playLimitFormRules<Schema>(schema: Schema, initial: Partial<PlayLimitValues> = {}) {
  return {
    schema,
    initialValues: { kind: 'loss', period: 'day', amountUsd: '', ...initial } satisfies PlayLimitValues,
    toRequest: ({ kind, period, amountUsd }: PlayLimitValues) => ({
      kind,
      period,
      amountUsd: amountUsd.trim(),
    }),
  };
}

const momentFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A reset or a confirmation moment, in the reader's own time. */
export function formatLimitMoment(iso: string): string {
  return momentFormat.format(new Date(iso));
}
