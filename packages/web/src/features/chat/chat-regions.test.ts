import { describe, expect, it } from 'vitest';
import { chatBlockText, msUntilUnblocked } from './chat-block-text';
import { regionName, resolveRegion } from './chat-regions';

describe('chat rooms', () => {
  it('keeps a stored room while it is offered, else falls back to the first', () => {
    expect(resolveRegion('de', ['en', 'de'])).toBe('de');
    expect(resolveRegion('xx', ['en', 'de'])).toBe('en');
    expect(resolveRegion('en', [])).toBe('en');
  });

  it('names a room by its language', () => {
    expect(regionName('de')).toBe('German');
    expect(regionName('zz')).toBe('ZZ');
  });
});

/** Dollars as a display currency of euros shows them (at 0.92 a dollar, for the test). */
const euros = (usd: string) => `€${usd}×0.92`;

describe('a closed send box', () => {
  it('says why: the wager rule, a mute until a time, a permanent mute', () => {
    expect(chatBlockText(null, euros)).toBeNull();
    expect(chatBlockText({ reason: 'wager', minWagerUsd: '500', wageredUsd: '12.5' }, euros)).toBe(
      'Chat opens after €500×0.92 wagered',
    );
    const until = '2026-11-01T12:30:00.000Z';
    expect(chatBlockText({ reason: 'muted', until, why: 'spam' }, euros, (date) => date.toISOString())).toBe(
      `Muted until ${until}`,
    );
    expect(chatBlockText({ reason: 'muted', until: null, why: 'spam' }, euros)).toBe('Muted permanently');
  });

  it('opens again when a mute ends', () => {
    const now = Date.parse('2026-11-01T12:00:00Z');
    expect(msUntilUnblocked({ reason: 'muted', until: '2026-11-01T12:01:00Z', why: '' }, now)).toBe(60_000);
    expect(msUntilUnblocked({ reason: 'muted', until: '2027-11-01T12:00:00Z', why: '' }, now)).toBe(
      3_600_000,
    );
    expect(msUntilUnblocked({ reason: 'muted', until: null, why: '' }, now)).toBeNull();
    expect(msUntilUnblocked(null, now)).toBeNull();
  });
});
