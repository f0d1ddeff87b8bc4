import { describe, expect, it } from 'vitest';
import { nextCheckAt } from './reality-check-api';

describe('when the next reality check is due', () => {
  it('is the next whole interval from the session start', () => {
    const start = Date.parse('2026-12-04T10:00:00Z');
    expect(nextCheckAt(start, 30, start)).toBe(Date.parse('2026-12-04T10:30:00Z'));
    expect(nextCheckAt(start, 30, Date.parse('2026-12-04T10:29:59Z'))).toBe(
      Date.parse('2026-12-04T10:30:00Z'),
    );
    expect(nextCheckAt(start, 30, Date.parse('2026-12-04T10:30:00Z'))).toBe(
      Date.parse('2026-12-04T11:00:00Z'),
    );
    expect(nextCheckAt(start, 120, Date.parse('2026-12-04T13:10:00Z'))).toBe(
      Date.parse('2026-12-04T14:00:00Z'),
    );
  });
});
