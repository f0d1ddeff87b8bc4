import { describe, expect, it } from 'vitest';
import { isFatal, spinErrorMessage } from './messages';

describe('spin errors', () => {
  it('words each known refusal for the player', () => {
    expect(spinErrorMessage('INSUFFICIENT_FUNDS')).toMatch(/Not enough balance/);
    expect(spinErrorMessage('LIMIT_EXCEEDED')).toMatch(/limits for this game/);
    expect(spinErrorMessage('TOO_FAST')).toMatch(/Wait a moment/);
    expect(spinErrorMessage('PLAYER_BLOCKED')).toMatch(/support/);
    expect(spinErrorMessage('SESSION_EXPIRED')).toMatch(/open it again/);
  });

  it('says the balance is unchanged for anything else', () => {
    expect(spinErrorMessage('INTERNAL')).toBe(
      'The spin did not go through; your balance is unchanged. Please try again.',
    );
    expect(spinErrorMessage(null)).toMatch(/balance is unchanged/);
  });

  it('knows which errors end the session', () => {
    expect(isFatal('SESSION_EXPIRED')).toBe(true);
    expect(isFatal('INSUFFICIENT_FUNDS')).toBe(false);
  });
});
