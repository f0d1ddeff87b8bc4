import { SECURITY_EVENT_KINDS } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { describeSecurityEvent } from './security-event-labels';

describe('describeSecurityEvent', () => {
  it('has words for every kind the server records, each different', () => {
    const labels = SECURITY_EVENT_KINDS.map((kind) => describeSecurityEvent(kind).label);
    expect(labels.every((label) => label.length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('flags what the player may not have done themselves', () => {
    expect(describeSecurityEvent('login_failed').warning).toBe(true);
    expect(describeSecurityEvent('new_device').warning).toBe(true);
    expect(describeSecurityEvent('login').warning).toBe(false);
  });
});
