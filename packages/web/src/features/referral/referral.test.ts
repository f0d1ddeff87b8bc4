import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportReferralVisit } from './referral';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(response: () => Promise<Response>) {
  const fetch = vi.fn((_input: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const counted = () => Promise.resolve(new Response(JSON.stringify({ counted: true }), { status: 200 }));

describe('reportReferralVisit', () => {
  it('reports a visit to the campaign whose code the link carries', async () => {
    const fetch = stubFetch(counted);
    reportReferralVisit('?r=Summer-Promo_1&utm=x');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/affiliate/code/Summer-Promo_1/hit');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST' });
  });

  it('reports nothing without a code, or with one no campaign could have', () => {
    const fetch = stubFetch(counted);
    for (const search of ['', '?x=1', '?r=', '?r=ab', '?r=a%20b', `?r=${'a'.repeat(21)}`, '?r=../admin']) {
      reportReferralVisit(search);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps a refused or failed report to itself', async () => {
    const fetch = stubFetch(() => Promise.reject(new TypeError('offline')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    reportReferralVisit('?r=nobody_here');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
