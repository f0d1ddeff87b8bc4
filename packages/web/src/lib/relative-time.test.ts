import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = Date.parse('2026-06-15T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it('calls the last minute "just now", as it does a clock running slightly ahead', () => {
    expect(formatRelativeTime(ago(5_000), NOW)).toBe('just now');
    expect(formatRelativeTime(ago(-30_000), NOW)).toBe('just now');
  });

  it('uses the largest whole unit', () => {
    expect(formatRelativeTime(ago(5 * MINUTE + 20_000), NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(HOUR), NOW)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(DAY + HOUR), NOW)).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * DAY), NOW)).toBe('3 days ago');
    expect(formatRelativeTime(ago(15 * DAY), NOW)).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(400 * DAY), NOW)).toBe('last year');
  });

  it('survives an unreadable date', () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('just now');
  });
});
