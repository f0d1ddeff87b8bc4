import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, MONEY_CALL_RETRY_DELAYS_MS } from './api';

const ok = { parse: (data: unknown) => data };

/** A fetch that answers from the queue in turn and records each request's headers. */
function fakeFetch(answers: Array<() => Response>) {
  const keys: Array<string | undefined> = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  vi.stubGlobal('fetch', fetch);
  return keys;
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const networkDown = () => {
  throw new TypeError('Failed to fetch');
};
const inProgress = json(409, { message: 'still in progress', code: 'IDEMPOTENCY_KEY_IN_PROGRESS' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('money calls', () => {
  it('send a fresh Idempotency-Key with each call', async () => {
    const keys = fakeFetch([json(200, { a: 1 }), json(200, { a: 2 })]);
    expect(await api.postOnce('/wallet/tip/send', {}, ok)).toEqual({ a: 1 });
    expect(await api.postOnce('/wallet/tip/send', {}, ok)).toEqual({ a: 2 });
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('resend under the same key when the answer is lost or the first attempt is under way', async () => {
    const keys = fakeFetch([networkDown, inProgress, json(200, { paid: true })]);
    const call = api.postOnce('/play/dice/bet', {}, ok);
    await vi.advanceTimersByTimeAsync(MONEY_CALL_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0));
    expect(await call).toEqual({ paid: true });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('resend under the same key, no sooner than asked, when the server is reconnecting', async () => {
    const reconnecting = () =>
      new Response(JSON.stringify({ message: 'The casino is reconnecting.', code: 'UNAVAILABLE' }), {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '2' },
      });
    const keys = fakeFetch([reconnecting, json(200, { paid: true })]);
    const call = api.postOnce('/play/dice/bet', {}, ok);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(keys).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toEqual({ paid: true });
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  });

  it('give up after the last resend, and never resend a refusal', async () => {
    fakeFetch([networkDown, networkDown, networkDown]);
    const call = api.postOnce('/play/dice/bet', {}, ok);
    const failed = expect(call).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await vi.advanceTimersByTimeAsync(10_000);
    await failed;

    const keys = fakeFetch([json(409, { message: 'Insufficient balance.', code: 'INSUFFICIENT_BALANCE' })]);
    await expect(api.postOnce('/play/dice/bet', {}, ok)).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(keys).toHaveLength(1);
  });

  it('send no key on other calls', async () => {
    const keys = fakeFetch([json(200, {})]);
    await api.post('/user/friends', {}, ok);
    expect(keys).toEqual([undefined]);
  });
});
