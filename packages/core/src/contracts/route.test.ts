import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, routePath, routeQuery } from './route';

describe('defineRoute', () => {
  it('gives the definition back as written', () => {
    const definition = defineRoute({
      method: 'GET',
      path: '/games/:slug',
      params: z.object({ slug: z.string() }),
      response: z.object({ ok: z.boolean() }),
      auth: 'public',
    });
    expect(definition.path).toBe('/games/:slug');
  });

  it('refuses, at compile time, params that do not match the path', () => {
    defineRoute({
      method: 'GET',
      path: '/games/:slug',
      // @ts-expect-error the path names slug, the params name id
      params: z.object({ id: z.string() }),
      response: z.object({}),
      auth: 'public',
    });
    // @ts-expect-error a path with a parameter needs params
    defineRoute({ method: 'GET', path: '/games/:slug', response: z.object({}), auth: 'public' });
  });
});

describe('routePath', () => {
  it('fills in each parameter, encoded', () => {
    expect(routePath('/play/:slug/bet', { slug: 'dice' })).toBe('/play/dice/bet');
    expect(routePath('/wallet/ens/to_address/:name', { name: 'a b/c' })).toBe(
      '/wallet/ens/to_address/a%20b%2Fc',
    );
  });

  it('throws when a parameter is missing', () => {
    expect(() => routePath('/play/:slug/bet', {})).toThrow('slug');
  });
});

describe('routeQuery', () => {
  it('writes what is defined, repeating arrays, and nothing when empty', () => {
    expect(routeQuery({ limit: 20, kind: undefined, tag: ['a', 'b'] })).toBe('?limit=20&tag=a&tag=b');
    expect(routeQuery({})).toBe('');
    expect(routeQuery(undefined)).toBe('');
  });
});
