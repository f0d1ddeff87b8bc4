import { FEED_PAYLOADS } from '@ante/core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

/**
 * The OpenAPI document and its page (lib/api-contracts.ts), from a real server: the
 * document is generated from the routes' schemas, so every route the app registers
 * must be in it with the body it answers.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/**
 * The routes of the API itself, not of its documentation. The game providers'
 * callbacks are another audience's API, in a document of their own (tested below).
 */
function apiRoutes() {
  return server.app.registeredRoutes.filter(
    (route) =>
      route.url.startsWith('/api/') &&
      route.method !== 'HEAD' &&
      route.url !== '/api/openapi.json' &&
      route.url !== '/api/asyncapi.json' &&
      !route.url.startsWith('/api/docs') &&
      !route.url.startsWith('/api/provider/'),
  );
}

/** `/api/casino/games/:slug` as OpenAPI writes it: `/api/casino/games/{slug}`. */
function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const response = await server.client().get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.body.openapi).toMatch(/^3\.1\./);
    const validator = new Validator();
    const result = await validator.validate(response.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has a document of its own for the game providers’ callbacks, which validates and lists every one', async () => {
    const response = await server.client().get('/api/provider/openapi.json');
    expect(response.status).toBe(200);
    const result = await new Validator().validate(response.body);
    expect(result.errors ?? []).toEqual([]);
    const callbacks = server.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api/provider/:providerId/'))
      .map((route) => openApiPath(route.url))
      .sort();
    expect(callbacks).toHaveLength(5);
    expect(Object.keys(response.body.paths).sort()).toEqual(callbacks);
  });

  it('lists every route the app registers, each with its success body and the error body', async () => {
    const { paths } = (await server.client().get('/api/openapi.json')).body;
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(60);
    const missing: string[] = [];
    for (const route of routes) {
      const operation = paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const success = operation?.responses?.['200']?.content?.['application/json']?.schema;
      const failure = operation?.responses?.['4XX']?.content?.['application/json']?.schema;
      if (!success || !failure) missing.push(`${route.method} ${route.url}`);
    }
    expect(missing).toEqual([]);
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(
      routes.map((route) => `${route.method} ${openApiPath(route.url)}`).sort(),
    );
  });

  it('describes requests from the same schemas: a bet names its body, its path and its login', async () => {
    const { paths } = (await server.client().get('/api/openapi.json')).body;
    const bet = paths['/api/play/{slug}/bet'].post;
    expect(bet.tags).toEqual(['play']);
    expect(bet.security).toEqual([{ session: [] }]);
    expect(bet.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'slug', required: true })]);
    const body = bet.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['currency', 'amount']);
    expect(body.additionalProperties).toBe(false);
    const error = bet.responses['4XX'].content['application/json'].schema;
    expect(Object.keys(error.properties)).toEqual(['message', 'code', 'field', 'retryAfterMs', 'amountsUsd']);
    // A public route needs no session.
    expect(paths['/api/casino/games'].get.security).toBeUndefined();
  });
});

describe('GET /api/asyncapi.json', () => {
  it('describes the socket: its frames, and every feed with the payload schema of core', async () => {
    const response = await server.client().get('/api/asyncapi.json');
    expect(response.status).toBe(200);
    const document = response.body;
    expect(document.asyncapi).toBe('3.0.0');
    expect(document.channels.socket.address).toBe('/feeds/websocket');
    expect(
      document.components.messages.clientMessage.payload.oneOf ??
        document.components.messages.clientMessage.payload.anyOf,
    ).toBeDefined();
    const feeds = Object.keys(FEED_PAYLOADS);
    expect(feeds.length).toBeGreaterThan(10);
    for (const feed of feeds) {
      expect(document.channels[feed].messages[feed].$ref).toBe(`#/components/messages/${feed}`);
      expect(document.operations[`receive_${feed}`].action).toBe('receive');
    }
    const tips = document.components.messages.tips.payload;
    expect(tips.required).toEqual(['sender', 'currency', 'amount']);
    // A batched feed's frame carries its events, newest first, with the node's frame number.
    const bets = document.components.messages.all_bets.payload;
    expect(Object.keys(bets.properties)).toEqual(['seq', 'events']);
    expect(Object.keys(bets.properties.events.items.properties)).toContain('roundId');
  });

  it('is named by the OpenAPI document', async () => {
    const { info } = (await server.client().get('/api/openapi.json')).body;
    expect(info.description).toContain('/api/asyncapi.json');
  });
});

describe('GET /api/docs', () => {
  it('is the Swagger UI page, served with its own scripts (no CDN), reading the document', async () => {
    const client = server.client();
    const page = await client.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const scripts = [...String(page.body).matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).toMatch(/^\/api\/docs\/static\//);
      const file = await client.get(script as string);
      expect(file.status).toBe(200);
    }
    const document = await client.get('/api/docs/json');
    expect(document.body.paths['/api/play/{slug}/bet']).toBeDefined();
  });
});
