import { describe, expect, it } from 'vitest';
import { describeReset, periodEnd, periodStart } from './periods';

/** Calendar periods in UTC, whatever the server's own time zone. Pure: no database. */
describe('limit periods', () => {
  const at = (iso: string) => new Date(iso);

  it('starts a day at midnight UTC, a week on Monday and a month on the first', () => {
    // Sunday 6 Dec 2026, late evening UTC: still the week that began on Monday 30 Nov.
    const sunday = at('2026-12-06T23:59:59.999Z');
    expect(periodStart('day', sunday).toISOString()).toBe('2026-12-06T00:00:00.000Z');
    expect(periodStart('week', sunday).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(periodStart('month', sunday).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    const monday = at('2026-12-07T00:00:00.000Z');
    expect(periodStart('week', monday).toISOString()).toBe('2026-12-07T00:00:00.000Z');
  });

  it('ends each period where the next begins, across a month and a year', () => {
    const lastDay = at('2026-12-31T12:00:00Z');
    expect(periodEnd('day', lastDay).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(periodEnd('week', lastDay).toISOString()).toBe('2027-01-04T00:00:00.000Z');
    expect(periodEnd('month', lastDay).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(periodEnd('month', at('2028-02-10T00:00:00Z')).toISOString()).toBe('2028-03-01T00:00:00.000Z');
  });

  it('words a reset as the refusals name it', () => {
    expect(describeReset(at('2026-12-04T00:00:00Z'))).toBe('00:00 UTC on Fri, 4 Dec 2026');
  });
});
