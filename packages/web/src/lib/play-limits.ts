import {
  type PlayLimit,
  type PlayLimitKind,
  type PlayLimitPeriod,
  playTimeText,
  type SetPlayLimitRequest,
} from '@ante/core';

export const LIMIT_KIND_OPTIONS: Array<{ value: PlayLimitKind; label: string }> = [
  { value: 'loss', label: 'Losses' },
  { value: 'wager', label: 'Wagers' },
  { value: 'deposit', label: 'Deposits' },
  { value: 'time', label: 'Time played' },
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

/**
 * What the limit form holds, as text: the request's own fields, and for a time limit
 * the hours typed beside its minutes (`amountMinutes`), which the request adds up.
 */
export type PlayLimitValues = {
  kind: string;
  period: string;
  amountUsd: string;
  hours: string;
  amountMinutes: string;
};

const WHOLE = /^\d{1,6}$/;

/**
 * Hours and minutes as typed, in minutes (an empty box is none); NaN when either is not
 * a whole number, which the contract then refuses beside the minutes.
 */
export function typedMinutes(hours: string, minutes: string): number {
  const [h, m] = [hours.trim() || '0', minutes.trim() || '0'];
  if (!WHOLE.test(h) || !WHOLE.test(m)) return Number.NaN;
  return Number(h) * 60 + Number(m);
}

/**
 * The limit form's rules for a request contract (the player's or staff's): the contract
 * alone decides what an amount may be, so the form and the server refuse the same. A
 * time limit is typed in hours and minutes and sent in minutes. A money amount is sent
 * in dollars: `toUsd` turns what was typed into them, where a player types in their
 * display currency (`useTypedFiat`); staff type dollars.
 */
export function playLimitFormRules<Schema>(
  schema: Schema,
  initial: Partial<PlayLimitValues> = {},
  toUsd: (typed: string) => string = (typed) => typed.trim(),
) {
  return {
    schema,
    initialValues: {
      kind: 'loss',
      period: 'day',
      amountUsd: '',
      hours: '',
      amountMinutes: '',
      ...initial,
    } satisfies PlayLimitValues,
    toRequest: ({ kind, period, amountUsd, hours, amountMinutes }: PlayLimitValues) =>
      kind === 'time'
        ? { kind, period, amountMinutes: typedMinutes(hours, amountMinutes) }
        : { kind, period, amountUsd: toUsd(amountUsd) },
    check: ({ kind, hours }: PlayLimitValues) => ({
      hours: kind === 'time' && !WHOLE.test(hours.trim() || '0') ? 'Hours must be a whole number' : null,
    }),
  };
}

/**
 * A limit's figures as they read: the amount in force (null when only a change waits),
 * what is used this period (and the word for it: time is played), and a waiting change's amount (null for a removal;
 * undefined when nothing waits). Dollars go through `usd`, the reader's own format.
 */
export function limitFigures(limit: PlayLimit, usd: (amountUsd: string) => string) {
  if (limit.kind === 'time') {
    const time = (minutes: number | null) => (minutes === null ? null : playTimeText(minutes));
    return {
      amount: time(limit.amountMinutes),
      used: playTimeText(limit.usedMinutes),
      usedWord: 'played',
      pending: limit.pending ? time(limit.pending.amountMinutes) : undefined,
    };
  }
  const dollars = (amount: string | null) => (amount === null ? null : usd(amount));
  return {
    amount: dollars(limit.amountUsd),
    used: usd(limit.usedUsd),
    usedWord: 'used',
    pending: limit.pending ? dollars(limit.pending.amountUsd) : undefined,
  };
}

/** The request that removes a limit (after its cooling-off). */
export function removalOf(limit: PlayLimit): SetPlayLimitRequest {
  return limit.kind === 'time'
    ? { kind: limit.kind, period: limit.period, amountMinutes: null }
    : { kind: limit.kind, period: limit.period, amountUsd: null };
}

/** A requested amount as it reads: "$100.00" through `usd`, or "1 h 30 min". */
export function requestedText(
  request: { amountUsd: string } | { amountMinutes: number },
  usd: (amountUsd: string) => string,
): string {
  return 'amountMinutes' in request ? playTimeText(request.amountMinutes) : usd(request.amountUsd);
}

const momentFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A reset or a confirmation moment, in the reader's own time. */
export function formatLimitMoment(iso: string): string {
  return momentFormat.format(new Date(iso));
}
