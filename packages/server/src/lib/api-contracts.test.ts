import {
  competitionIdParamsSchema,
  describeZodError,
  gameListQuerySchema,
  registerRequestSchema,
  tipRequestSchema,
} from '@ante/core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PASSWORD, registerPlayer, startTestServer, type TestServer } from '../test/harness';
import { installApiContracts } from './api-contracts';
import { installErrorHandlers } from './http-errors';

/**
 * Route contracts (api-contracts.ts): requests checked by their schema answer as
 * `parseInput` did, a login is asked for before the input is read, and an answer that
 * does not match its schema never reaches the client as it is. The first two run on
 * the casino; the last on a bare Fastify with the same installation, since no casino
 * route answers wrongly on purpose.
 */

/** What `parseInput` answers for the same input: the 400 body every validation failure has. */
function parseInputAnswer(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('the value is valid');
  const { field, message } = describeZodError(result.error);
  return { message, code: 'VALIDATION', ...(field ? { field } : {}) };
}

describe('a request that fails its schema', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 400 with the message and field parseInput gives, for a body, a query and a path', async () => {
    const anonymous = server.client();
    const bodies = [
      { username: 'ab', password: PASSWORD },
      { username: 'player1', password: PASSWORD, extra: 1 },
      { password: PASSWORD },
      [],
    ];
    for (const body of bodies) {
      const response = await anonymous.post('/api/user/register', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(parseInputAnswer(registerRequestSchema, body));
    }
    expect((await anonymous.post('/api/user/register', { password: PASSWORD })).body).toEqual({
      message: 'username: Username is required',
      code: 'VALIDATION',
      field: 'username',
    });

    const query = await anonymous.get('/api/casino/games?limit=0');
    expect(query.status).toBe(400);
    expect(query.body).toEqual(parseInputAnswer(gameListQuerySchema, { limit: '0' }));
    expect(query.body.field).toBe('limit');

    const path = await anonymous.get('/api/casino/competitions/nope/leaderboard');
    expect(path.status).toBe(400);
    expect(path.body).toEqual(parseInputAnswer(competitionIdParamsSchema, { id: 'nope' }));
  });

  it('asks for a login first: a logged-out request with a bad body is a 401', async () => {
    const anonymous = server.client();
    const response = await anonymous.post('/api/wallet/tip/send', { amount: 12 });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('NOT_LOGGED_IN');

    const { client } = await registerPlayer(server);
    const body = { username: 'someone', currency: 'USDT', amount: 12 };
    const refused = await client.post('/api/wallet/tip/send', body);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(parseInputAnswer(tipRequestSchema, body));
    expect(refused.body.field).toBe('amount');
  });
});

describe('an answer that does not match its response schema', () => {
  const answerSchema = z.object({ amount: z.string(), note: z.string().optional() });

  async function appAnswering(answer: unknown, strict: boolean) {
    const logged: Array<{ level: number; msg: string; route?: string }> = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } },
    });
    installErrorHandlers(app);
    await app.register(
      async (api) => {
        await installApiContracts(api, { strict });
        api.get('/answer', { schema: { response: { 200: answerSchema } } }, async () => answer as never);
      },
      { prefix: '/api' },
    );
    return { app, logged };
  }

  it('is a 500 with the generic message, logged with its route, when a field is missing or mistyped', async () => {
    for (const strict of [true, false]) {
      for (const answer of [{}, { amount: 12 }, { amount: '1', note: null }]) {
        const { app, logged } = await appAnswering(answer, strict);
        const response = await app.inject({ method: 'GET', url: '/api/answer' });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({
          message: 'Something went wrong, please try again.',
          code: 'INTERNAL',
        });
        expect(logged).toContainEqual(
          expect.objectContaining({
            msg: 'answer does not match its response schema',
            route: 'GET /api/answer',
          }),
        );
        await app.close();
      }
    }
  });

  it('fails on a key the schema does not name outside production, and drops it in production', async () => {
    const answer = { amount: '1', passwordHash: 'secret' };
    const strict = await appAnswering(answer, true);
    expect((await strict.app.inject({ method: 'GET', url: '/api/answer' })).statusCode).toBe(500);
    expect(strict.logged).toHaveLength(1);
    await strict.app.close();

    const lenient = await appAnswering(answer, false);
    const response = await lenient.app.inject({ method: 'GET', url: '/api/answer' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ amount: '1' });
    await lenient.app.close();
  });

  it('passes an answer that matches, nested extra keys included in the check', async () => {
    const nested = z.object({ items: z.array(z.object({ id: z.string() })) });
    const app = Fastify();
    installErrorHandlers(app);
    await app.register(async (api) => {
      await installApiContracts(api, { strict: true });
      api.get('/good', { schema: { response: { 200: nested } } }, async () => ({ items: [{ id: 'a' }] }));
      api.get('/bad', { schema: { response: { 200: nested } } }, async () => ({
        items: [{ id: 'a', x: 1 }],
      }));
    });
    expect((await app.inject({ method: 'GET', url: '/good' })).json()).toEqual({ items: [{ id: 'a' }] });
    expect((await app.inject({ method: 'GET', url: '/bad' })).statusCode).toBe(500);
    await app.close();
  });
});
