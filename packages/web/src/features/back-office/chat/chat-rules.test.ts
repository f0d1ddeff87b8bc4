import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../ui/form/request-form';
import { EVERY_ROOM, messagesFilterRules, muteRules } from './chat-rules';

describe('the mute form', () => {
  it('sends minutes as a number, and no end as null', () => {
    const rules = muteRules(true);
    const values = { username: ' spammer ', durationMinutes: '1440', reason: 'Spam' };
    expect(rules.toRequest(values)).toEqual({
      username: 'spammer',
      durationMinutes: 1440,
      reason: 'Spam',
      removeMessages: true,
    });
    expect(rules.toRequest({ ...values, durationMinutes: 'permanent' }).durationMinutes).toBeNull();
  });

  it('asks for a reason, as the server does', () => {
    expect(
      validateForm(muteRules(false), { username: 'spammer', durationMinutes: '60', reason: ' ' }),
    ).toEqual({
      reason: 'Reason is required',
    });
  });
});

describe('the recent messages filter', () => {
  it('leaves out an empty username and every room', () => {
    expect(messagesFilterRules.toRequest({ username: ' ', region: EVERY_ROOM })).toEqual({});
    expect(messagesFilterRules.toRequest({ username: ' spammer ', region: 'de' })).toEqual({
      username: 'spammer',
      region: 'de',
    });
  });

  it('refuses what is not a username, as the server does', () => {
    expect(validateForm(messagesFilterRules, { username: '<script>', region: EVERY_ROOM })).toEqual({
      username: 'Username may only contain letters, digits and underscores',
    });
  });
});
