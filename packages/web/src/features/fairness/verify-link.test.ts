import { describe, expect, it } from 'vitest';
import { prefillKey, readVerifyPrefill, writeVerifyPrefill } from './verify-link';

describe('verify links', () => {
  it('reads every key of a bet slip link', () => {
    const search = new URLSearchParams(
      '?modal=verify-bet&game=dice&serverSeed=abc&clientSeed=lucky&nonce=42&params=%7B%22condition%22%3A%22over%22%2C%22target%22%3A50.5%7D&serverSeedHash=ff',
    );
    expect(readVerifyPrefill(search)).toEqual({
      game: 'dice',
      serverSeed: 'abc',
      clientSeed: 'lucky',
      nonce: '42',
      params: { condition: 'over', target: 50.5 },
      serverSeedHash: 'ff',
    });
  });

  it('ignores an unknown game and params that are not JSON', () => {
    expect(readVerifyPrefill(new URLSearchParams('game=slots&params={oops'))).toEqual({});
  });

  it('writes a prefill over an earlier one and keeps unrelated keys', () => {
    const before = new URLSearchParams('modal=verify-bet&game=keno&params=[1]&tab=x');
    const after = writeVerifyPrefill(before, { game: 'mines', serverSeed: 's', params: { mines: 3 } });
    expect(after.get('tab')).toBe('x');
    expect(after.get('modal')).toBe('verify-bet');
    expect(readVerifyPrefill(after)).toEqual({ game: 'mines', serverSeed: 's', params: { mines: 3 } });
  });

  it('gives equal keys to equal prefills only', () => {
    expect(prefillKey({ game: 'dice', nonce: '1' })).toBe(prefillKey({ nonce: '1', game: 'dice' }));
    expect(prefillKey({ nonce: '1' })).not.toBe(prefillKey({ nonce: '2' }));
  });
});
