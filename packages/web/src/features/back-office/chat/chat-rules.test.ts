import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../ui/form/request-form';
import { deleteMessageRules, muteRules } from './chat-rules';

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

describe('the delete form', () => {
  it("refuses what is not a message's id", () => {
    expect(validateForm(deleteMessageRules, { id: '42' })).toEqual({ id: 'id must be a message id' });
    expect(validateForm(deleteMessageRules, { id: ' 3f0c1a52-8d5e-4a43-9a55-2a3b1c9d7e10 ' })).toEqual({});
  });
});
