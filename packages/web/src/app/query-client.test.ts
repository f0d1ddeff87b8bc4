import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../lib/api';
import { ERROR_TOAST_TITLE, runFormSubmit } from '../lib/notify';
import { createQueryClient } from './query-client';

/** The error policy of docs/product.md#errors-the-player-sees, on a real QueryClient. */
const serverError = (status: number, message = 'Insufficient balance.') =>
  new ApiError(status, 'SOME_CODE', message, true);

afterEach(() => vi.restoreAllMocks());

function spyToasts() {
  return vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
}

describe('mutations', () => {
  it('toast the server’s message under the fallback title when they have no handler of their own', async () => {
    const show = spyToasts();
    const client = createQueryClient();
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(serverError(409)) })
      .execute(undefined)
      .catch(() => {});
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: ERROR_TOAST_TITLE, message: 'Insufficient balance.' }),
    );
  });

  it('fall back to the generic line when the server gave no message', async () => {
    const show = spyToasts();
    const client = createQueryClient();
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: () => Promise.reject(new ApiError(502, 'BAD_GATEWAY', GENERIC_ERROR_MESSAGE, false)),
      })
      .execute(undefined)
      .catch(() => {});
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: GENERIC_ERROR_MESSAGE }));
  });

  it('stay quiet when they handle their own errors', async () => {
    const show = spyToasts();
    const client = createQueryClient();
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(serverError(409)), onError: () => {} })
      .execute(undefined)
      .catch(() => {});
    expect(show).not.toHaveBeenCalled();
  });
});

describe('mutations a form starts', () => {
  it('are not toasted, since the form shows the refusal itself', async () => {
    const show = spyToasts();
    const client = createQueryClient();
    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(serverError(400, 'Wrong code.')) });
    await runFormSubmit(() => mutation.execute(undefined)).catch(() => {});
    expect(show).not.toHaveBeenCalled();

    // The same call started outside a form still gets its toast.
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(serverError(400, 'Wrong code.')) })
      .execute(undefined)
      .catch(() => {});
    expect(show).toHaveBeenCalledTimes(1);
  });
});

describe('queries', () => {
  it('never retry, and a failed first load is left to the screen', async () => {
    const show = spyToasts();
    const client = createQueryClient();
    let calls = 0;
    await client
      .fetchQuery({
        queryKey: ['first'],
        queryFn: () => {
          calls += 1;
          return Promise.reject(serverError(500, 'Down for maintenance.'));
        },
      })
      .catch(() => {});
    expect(calls).toBe(1);
    expect(show).not.toHaveBeenCalled();
  });

  it('toast a failed refetch when data exists and the server explained, but never a 429', async () => {
    const show = spyToasts();
    const client = createQueryClient();
    client.setQueryData(['balances'], { BTC: '1' });
    await client
      .fetchQuery({ queryKey: ['balances'], queryFn: () => Promise.reject(serverError(429, 'Slow down.')) })
      .catch(() => {});
    expect(show).not.toHaveBeenCalled();
    await client
      .fetchQuery({
        queryKey: ['balances'],
        queryFn: () => Promise.reject(serverError(500, 'Down for maintenance.')),
      })
      .catch(() => {});
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Down for maintenance.' }));
  });
});

describe('a 403 with a challenge-mitigation header', () => {
  const challenged = () => new ApiError(403, 'UNKNOWN', GENERIC_ERROR_MESSAGE, false, { challenged: true });

  it('reloads the page when a query meets it, even with data to show, and toasts nothing', async () => {
    const show = spyToasts();
    let reloads = 0;
    const client = createQueryClient({ reloadPage: () => (reloads += 1) });
    client.setQueryData(['balances'], { BTC: '1' });
    await client
      .fetchQuery({ queryKey: ['balances'], queryFn: () => Promise.reject(challenged()) })
      .catch(() => {});
    expect(reloads).toBe(1);
    expect(show).not.toHaveBeenCalled();
  });

  it('reloads the page when a mutation meets it, even one with its own handler', async () => {
    const show = spyToasts();
    let reloads = 0;
    const client = createQueryClient({ reloadPage: () => (reloads += 1) });
    for (const onError of [undefined, () => {}]) {
      await client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(challenged()), onError })
        .execute(undefined)
        .catch(() => {});
    }
    expect(reloads).toBe(2);
    expect(show).not.toHaveBeenCalled();
  });

  it('is only the challenge: a plain 403 does not reload', async () => {
    spyToasts();
    let reloads = 0;
    const client = createQueryClient({ reloadPage: () => (reloads += 1) });
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(serverError(403, 'Forbidden.')) })
      .execute(undefined)
      .catch(() => {});
    await client
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(serverError(403)) })
      .catch(() => {});
    expect(reloads).toBe(0);
  });
});
