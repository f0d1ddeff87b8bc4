import { describe, expect, it } from 'vitest';
import { EMPTY_MODAL_STATE, withOpened } from '../ui/modal-stack';
import { linkedEntry, linkKey, readUrlModal, withLink } from './modal-deep-links';

const read = (query: string) => readUrlModal(new URLSearchParams(query));

describe('modal deep links (docs/product.md#deep-links)', () => {
  it('maps every modal value to its type and tab', () => {
    const cases: Array<[string, string]> = [
      ['login', 'auth'],
      ['register', 'auth'],
      ['verify-bet', 'fairness'],
      ['seeds', 'fairness'],
      ['vault', 'cashier'],
      ['buy-crypto', 'cashier'],
      ['deposit', 'cashier'],
      ['withdraw', 'cashier'],
      ['tip', 'cashier'],
    ];
    for (const [value, type] of cases) {
      expect(read(`modal=${value}`)).toEqual({ kind: 'modal', type, metadata: { tab: value } });
    }
  });

  it('a bet slip needs its roundId, which travels as metadata', () => {
    expect(read('modal=bet-slip')).toEqual({ kind: 'incomplete' });
    expect(read('modal=bet-slip&roundId=')).toEqual({ kind: 'incomplete' });
    expect(read('modal=bet-slip&roundId=abc')).toEqual({
      kind: 'modal',
      type: 'bet-slip',
      metadata: { tab: 'bet-slip', roundId: 'abc' },
    });
  });

  it('leaves unknown values and plain pages alone', () => {
    expect(read('modal=nope')).toEqual({ kind: 'unknown' });
    expect(read('tab=security')).toEqual({ kind: 'none' });
  });

  it('writes the topmost deep-linkable entry back, keeping other parameters', () => {
    let state = withOpened(
      EMPTY_MODAL_STATE,
      'bet-slip',
      { metadata: { tab: 'bet-slip', roundId: 'r1' } },
      true,
    );
    state = withOpened(state, 'favorite-fiat', { overlay: true }, true);
    const top = linkedEntry(state.stack);
    expect(top?.type).toBe('bet-slip');
    expect(withLink(new URLSearchParams('tab=security'), top).toString()).toBe(
      'tab=security&modal=bet-slip&roundId=r1',
    );
    expect(withLink(new URLSearchParams('modal=seeds&serverSeed=x&page=2'), null).toString()).toBe('page=2');
  });

  it('compares the address and the stack by what the link says', () => {
    const entry =
      withOpened(EMPTY_MODAL_STATE, 'cashier', { metadata: { tab: 'tip' } }, false).stack[0] ?? null;
    expect(linkKey(entry)).toBe(linkKey(read('modal=tip')));
    expect(linkKey(entry)).not.toBe(linkKey(read('modal=deposit')));
    expect(linkKey(null)).toBe('');
  });
});
