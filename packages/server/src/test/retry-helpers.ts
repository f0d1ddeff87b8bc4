import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestClient, TestResponse } from './harness';

/** The header a money call is made retry-safe with. */
export function keyed(key: string): Record<string, string> {
  return { 'idempotency-key': key };
}

/**
 * Sends one money call, then the same call again under the same fresh key, as a
 * client does after losing the answer: the retry must give the first answer, marked
 * as replayed. Returns both and the key.
 */
export async function sendTwice(
  client: TestClient,
  path: string,
  body: unknown,
): Promise<{ key: string; first: TestResponse; retry: TestResponse }> {
  const key = randomUUID();
  const first = await client.post(path, body, keyed(key));
  const retry = await client.post(path, body, keyed(key));
  expect(retry.status).toBe(first.status);
  expect(retry.body).toEqual(first.body);
  expect(retry.headers.get('idempotency-replayed')).toBe('true');
  return { key, first, retry };
}

/** The same key sent with another body (or to another call) is refused with a 409. */
export async function expectKeyReused(
  client: TestClient,
  path: string,
  body: unknown,
  key: string,
): Promise<void> {
  const response = await client.post(path, body, keyed(key));
  expect(response.status).toBe(409);
  expect(response.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
}

/**
 * The whole promise for one money call: sent with a key it moves something (`state`
 * changes), a retry under that key gives the first answer and moves nothing more, and
 * the key sent with `otherBody` is refused (409) and moves nothing. Gives the first answer.
 */
export async function expectRetrySafe(
  client: TestClient,
  call: { path: string; body: unknown; otherBody: unknown },
  state: () => Promise<unknown>,
): Promise<TestResponse> {
  const before = await state();
  const { key, first } = await sendTwice(client, call.path, call.body);
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const after = await state();
  expect(after).not.toEqual(before);
  await expectKeyReused(client, call.path, call.otherBody, key);
  expect(await state()).toEqual(after);
  return first;
}
