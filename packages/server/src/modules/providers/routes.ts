import {
  PROVIDER_CALLS,
  PROVIDER_REQUEST_SCHEMAS,
  PROVIDER_SIGNATURE_HEADER,
  type ProviderCall,
  providerIdSchema,
  providerLaunchApi,
} from '@ante/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { transactionWithEvents } from '../../lib/events';
import { limit } from '../../lib/rate-limit';
import { register } from '../../lib/register-route';
import { SERVICE_RETRY_AFTER_SECONDS } from '../../lib/service-errors';
import { GameRules } from '../catalogue/game-rules';
import { playLimitFlags } from '../play-limits/limit-flags';
import { authenticateSession } from './authenticate-session';
import { launchGame } from './launch-game';
import { payProviderWin } from './pay-provider-win';
import { placeProviderBet } from './place-provider-bet';
import { providerProtocolDocument } from './protocol-document';
import { ProviderError } from './provider-error';
import { rollbackProviderBet } from './rollback-provider-bet';
import { sessionBalance } from './session-balance';
import { signatureIsValid } from './signature';

/** Callback bodies are small JSON objects; anything larger is refused before it is read. */
const CALLBACK_BODY_LIMIT = 16 * 1024;

/** `POST /casino/games/:slug/launch`: where the browser opens a provider's game. */
export function providerLaunchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  return async function plugin(app) {
    register(app, providerLaunchApi.launch, async (request) =>
      launchGame(
        request,
        { db, config: ctx.config, providers: ctx.providers },
        {
          slug: request.params.slug,
          ...request.body,
        },
      ),
    );
  };
}

function sendError(reply: FastifyReply, error: ProviderError) {
  // A call the casino could not complete is retried by the provider with the same
  // transaction id; Retry-After says when, as the casino's own API does.
  if (error.status === 503) reply.header('retry-after', String(SERVICE_RETRY_AFTER_SECONDS));
  return reply.code(error.status).send({ error: { code: error.code, message: error.message } });
}

/** Any error as the protocol answers it: a casino refusal keeps its status, an unknown failure is a 503. */
function asProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof AppError) {
    if (error.status === 429) return new ProviderError('TOO_MANY_REQUESTS', error.message);
    if (error.status === 503) return new ProviderError('UNAVAILABLE', error.message);
    if (error.status === 409 && error.code === 'INSUFFICIENT_BALANCE') {
      return new ProviderError('INSUFFICIENT_FUNDS', error.message);
    }
    return new ProviderError('INVALID_REQUEST', error.message);
  }
  const fastifyError = error as { statusCode?: number; message?: string };
  if (fastifyError.statusCode === 413) return new ProviderError('INVALID_REQUEST', 'The body is too large.');
  if (fastifyError.statusCode && fastifyError.statusCode < 500) {
    return new ProviderError('INVALID_REQUEST', fastifyError.message ?? 'Bad request.');
  }
  return new ProviderError('UNAVAILABLE', 'The casino could not complete the call; retry it.');
}

/**
 * The seamless-wallet callbacks, `POST /provider/:providerId/{authenticate|balance|bet|win|rollback}`,
 * and the protocol's OpenAPI document (docs/provider-protocol.md). This scope reads
 * bodies as text, since the signature covers the exact bytes sent, verifies the
 * signature and the caller's address before parsing them, and answers every refusal in
 * the protocol's shape `{error: {code, message}}`. Each call runs in one transaction:
 * a refusal changes nothing.
 */
export function providerCallbackRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { config, bus } = ctx;
  const { db } = ctx.database;
  const rules = new GameRules(db);
  const document = providerProtocolDocument();

  return async function plugin(app) {
    await rules.load();
    const deps = {
      config,
      rates: ctx.wallet.rates,
      rules,
      jackpot: ctx.jackpot,
      log: app.log,
      playLimits: playLimitFlags(ctx.bus),
    };
    const scope = app as unknown as FastifyInstance;
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error, _request, reply) => {
      const refusal = asProviderError(error);
      if (refusal.status >= 500) app.log.error({ err: error }, 'a provider callback failed');
      return sendError(reply, refusal);
    });

    scope.get('/provider/openapi.json', { schema: { hide: true } }, async () => document);

    const handlers: Record<ProviderCall, (providerId: string, body: never) => Promise<object>> = {
      authenticate: (providerId, body) =>
        authenticateSession(db, providerId, body, config.providers.sessionMinutes),
      balance: (providerId, body) => sessionBalance(db, providerId, body, config.providers.sessionMinutes),
      bet: (providerId, body) =>
        transactionWithEvents(db, bus, (trx, events) =>
          placeProviderBet(trx, events, deps, providerId, body),
        ),
      win: (providerId, body) =>
        transactionWithEvents(db, bus, (trx, events) => payProviderWin(trx, events, deps, providerId, body)),
      rollback: (providerId, body) =>
        transactionWithEvents(db, bus, (trx, events) => rollbackProviderBet(trx, events, providerId, body)),
    };

    for (const call of PROVIDER_CALLS) {
      scope.route({
        method: 'POST',
        url: `/provider/:providerId/${call}`,
        schema: { hide: true },
        config: {
          // Counted per provider and node: a provider's servers are few addresses making many calls.
          rateLimit: limit({
            name: 'provider-callbacks',
            max: config.providers.callsPerMinute,
            windowMs: 60_000,
            perNode: true,
            key: (request) => `provider:${(request.params as { providerId?: string }).providerId ?? ''}`,
          }),
        },
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const providerId = (request.params as { providerId: string }).providerId;
          const provider = providerIdSchema.safeParse(providerId).success
            ? ctx.providers.get(providerId)
            : undefined;
          const raw = typeof request.body === 'string' ? request.body : '';
          const signature = request.headers[PROVIDER_SIGNATURE_HEADER];
          if (
            !provider ||
            typeof signature !== 'string' ||
            !signatureIsValid(provider, signature, raw, Math.floor(Date.now() / 1000))
          ) {
            return sendError(
              reply,
              new ProviderError('INVALID_SIGNATURE', 'The signature is missing, wrong or out of date.'),
            );
          }
          if (
            provider.allowed &&
            !provider.allowed.check(request.ip, request.ip.includes(':') ? 'ipv6' : 'ipv4')
          ) {
            return sendError(
              reply,
              new ProviderError('ADDRESS_NOT_ALLOWED', `Calls from ${request.ip} are not allowed.`),
            );
          }
          let json: unknown;
          try {
            json = JSON.parse(raw);
          } catch {
            return sendError(reply, new ProviderError('INVALID_REQUEST', 'The body is not JSON.'));
          }
          const parsed = PROVIDER_REQUEST_SCHEMAS[call].safeParse(json);
          if (!parsed.success) {
            const issue = parsed.error.issues[0];
            const field = issue?.path.join('.');
            return sendError(
              reply,
              new ProviderError(
                'INVALID_REQUEST',
                field ? `${field}: ${issue?.message}` : (issue?.message ?? 'Bad request.'),
              ),
            );
          }
          return handlers[call](provider.id, parsed.data as never);
        },
      });
    }
  };
}
