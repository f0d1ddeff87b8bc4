import { defineRoute, jackpotApi, playApi, walletApi } from '@ante/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, MONEY_CALL_RETRY_DELAYS_MS } from './api';

/** A route that moves money (retry-safe), and one that does not; both answer any JSON. */
const moneyRoute = defineRoute({
  method: 'POST',
  path: '/test/money',
  body: z.object({}),
  response: z.unknown(),
  auth: 'player',
  retrySafe: true,
});
const plainRoute = defineRoute({
  method: 'POST',
  path: '/test/plain',
  body: z.object({}),
  response: z.unknown(),
  auth: 'player',
});

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
    expect(await api.call(moneyRoute, { body: {} })).toEqual({ a: 1 });
    expect(await api.call(moneyRoute, { body: {} })).toEqual({ a: 2 });
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('resend under the same key when the answer is lost or the first attempt is under way', async () => {
    const keys = fakeFetch([networkDown, inProgress, json(200, { paid: true })]);
    const call = api.call(moneyRoute, { body: {} });
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
    const call = api.call(moneyRoute, { body: {} });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(keys).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toEqual({ paid: true });
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  });

  it('give up after the last resend, and never resend a refusal', async () => {
    fakeFetch([networkDown, networkDown, networkDown]);
    const call = api.call(moneyRoute, { body: {} });
    const failed = expect(call).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await vi.advanceTimersByTimeAsync(10_000);
    await failed;

    const keys = fakeFetch([json(409, { message: 'Insufficient balance.', code: 'INSUFFICIENT_BALANCE' })]);
    await expect(api.call(moneyRoute, { body: {} })).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(keys).toHaveLength(1);
  });

  it('send no key on other calls', async () => {
    const keys = fakeFetch([json(200, {})]);
    await api.call(plainRoute, { body: {} });
    expect(keys).toEqual([undefined]);
  });
});

describe('api.call', () => {
  /** A fetch that answers `body` and records each request's URL, method, body and key. */
  function recordingFetch(body: unknown) {
    const calls: Array<{ url: string; method: string; body: unknown; key: string | undefined }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const headers = init.headers as Record<string, string>;
        calls.push({
          url,
          method: String(init.method),
          body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
          key: headers['Idempotency-Key'],
        });
        return json(200, body)();
      }),
    );
    return calls;
  }

  it('builds the path from the params and the query, and parses the answer with the route schema', async () => {
    const calls = recordingFetch({ wins: [], extra: 'dropped' });
    expect(await api.call(jackpotApi.history, { query: { limit: 20 } })).toEqual({ wins: [] });
    const active = recordingFetch({ round: null });
    expect(await api.call(playApi.active, { params: { slug: 'top dollar' } })).toEqual({ round: null });
    expect(active[0]).toMatchObject({ url: '/api/play/top%20dollar/active', method: 'GET' });
    expect(calls[0]).toMatchObject({ url: '/api/feeds/jackpot/history?limit=20', method: 'GET' });
  });

  it('sends the typed body, and a money call with an Idempotency-Key', async () => {
    const round = {
      id: 'r',
      game: 'dice',
      currency: 'BTC',
      amount: '1',
      multiplier: '0',
      payout: '0',
      nonce: 0,
      serverSeedHash: 'h',
      clientSeed: 'c',
      serverSeed: null,
      params: {},
      result: { roll: 1 },
      status: 'finished',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const calls = recordingFetch({ round, balance: '1' });
    await api.call(playApi.bet, { params: { slug: 'dice' }, body: { currency: 'BTC', amount: '1' } });
    expect(calls[0]).toMatchObject({
      url: '/api/play/dice/bet',
      method: 'POST',
      body: { currency: 'BTC', amount: '1' },
    });
    expect(calls[0]?.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers BAD_RESPONSE when the server answers another shape than the definition says', async () => {
    recordingFetch({ nope: true });
    await expect(api.call(walletApi.balances)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });
});
