import { describe, expect, it } from 'vitest';
import { draftCount, readDraft, TIP_USAGE } from './draft';

describe('the send box', () => {
  it('sends cleaned text, and nothing for whitespace', () => {
    expect(readDraft('  gg  ')).toEqual({ kind: 'message', text: 'gg' });
    expect(readDraft('   ')).toEqual({ kind: 'empty' });
  });

  it('opens the tip confirmation for a /tip command, and explains a malformed one', () => {
    expect(readDraft('/tip @lucky 5 usdt')).toEqual({
      kind: 'tip',
      tip: { username: 'lucky', amount: '5', currency: 'USDT' },
    });
    expect(readDraft('/tip lucky')).toEqual({ kind: 'refused', message: TIP_USAGE });
    expect(readDraft('/tipping is fun')).toEqual({ kind: 'message', text: '/tipping is fun' });
  });

  it('counts as the reader sees it: an emoji family is one, and 201 is too many', () => {
    expect(draftCount('👨‍👩‍👧 hi')).toEqual({ count: 4, over: false });
    expect(draftCount('x'.repeat(201))).toEqual({ count: 201, over: true });
    // Marks after a character's first count, as the server counts them.
    expect(draftCount('x\u0323\u0301'.repeat(101))).toEqual({ count: 202, over: true });
    expect(readDraft('x'.repeat(201))).toMatchObject({ kind: 'refused' });
  });
});
