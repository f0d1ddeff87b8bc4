import zlib from 'node:zlib';
import { ErrorCode } from '@ante/core';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { installApiContracts } from './lib/api-contracts';
import type { AppContext } from './lib/context';
import { installCrossSiteProtection } from './lib/cross-site';
import { installDeviceId } from './lib/device-id';
import { installErrorHandlers } from './lib/http-errors';
import { installRetrySafeRoutes } from './lib/idempotency/retry-safe-routes';
import { installMetrics } from './lib/metrics/metrics-routes';
import { installRateLimits } from './lib/rate-limit';
import { requestLogController } from './lib/request-logging';
import { type Auth, resolveSession, sessionToken } from './lib/session';
import { installInputGuard } from './lib/validate';
import { defaultWebDistDir, isSourceMapPath, serveWebApp } from './lib/web-app';
import { backOfficeRoutes } from './modules/admin/back-office-routes';
import { adminRoutes } from './modules/admin/routes';
import { affiliateRoutes } from './modules/affiliate/routes';
import { authRoutes } from './modules/auth/routes';
import { totpRoutes } from './modules/auth/totp/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { chatRainRoutes } from './modules/chat/rain-routes';
import { chatRoutes } from './modules/chat/routes';
import { clientErrorsRoutes } from './modules/client-errors/routes';
import { competitionsRoutes } from './modules/competitions/routes';
import { configRoutes } from './modules/config/routes';
import { fairnessRoutes } from './modules/fairness/routes';
import { friendsRoutes } from './modules/friends/routes';
import { healthRoutes } from './modules/health/routes';
import { helpRoutes } from './modules/help/routes';
import { jackpotRoutes } from './modules/jackpot/routes';
import { playRoutes } from './modules/play/routes';
import { playLimitRoutes } from './modules/play-limits/routes';
import { profileRoutes } from './modules/profile/routes';
import { providerCallbackRoutes, providerLaunchRoutes } from './modules/providers/routes';
import { realityCheckRoutes } from './modules/reality-check/routes';
import { rewardsRoutes } from './modules/rewards/routes';
import { selfExclusionRoutes } from './modules/self-exclusion/routes';
import { sessionsRoutes } from './modules/sessions/routes';
import { showsRoutes } from './modules/shows/routes';
import { socialLoginRoutes } from './modules/social-login/routes';
import { solvencyRoutes } from './modules/solvency/routes';
import { supportRoutes } from './modules/support/routes';
import { supportStaffRoutes } from './modules/support/staff-routes';
import { verificationRoutes } from './modules/verification/routes';
import { devChainRoutes } from './modules/wallet/dev-chain-routes';
import { hasSimulatedNetwork } from './modules/wallet/network-states';
import { walletRoutes } from './modules/wallet/routes';
import { SocketHub } from './realtime/socket-hub';

declare module 'fastify' {
  interface FastifyInstance {
    socketHub: SocketHub;
  }
}

/**
 * Builds the HTTP server: security layers, then every module's routes under /api,
 * then the web app. It owns no resources; the context's owner closes them.
 */
/** The origins of the configured providers' launch pages, which the game page frames. */
function providerOrigins(ctx: AppContext): string[] {
  return [...new Set([...ctx.providers.values()].map((provider) => new URL(provider.launchUrl).origin))];
}

export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    loggerInstance: ctx.log,
    logController: requestLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: 30_000,
    return503OnClosing: true,
  });

  // Only JSON bodies: text/plain is the one body type a cross-site form can send
  // without a CORS preflight.
  app.removeContentTypeParser('text/plain');

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        // The live show's page opens its session and places its bets at the studio.
        connectSrc: ["'self'", 'ws:', 'wss:', ...providerOrigins(ctx)],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // Workers only from our own build: the back office's pdf.js worker is one of its
        // files, so no blob: or outside worker is ever needed.
        workerSrc: ["'self'"],
        // A provider's game opens in a frame at its launch URL (docs/provider-protocol.md).
        frameSrc: ["'self'", ...providerOrigins(ctx)],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.publicUrl?.startsWith('https:') ? undefined : false,
  });
  // Closed unless the operator names origins: the web app is served from this origin.
  await app.register(fastifyCors, { origin: config.corsOrigins, credentials: true });
  await app.register(fastifyCookie);

  // The session is looked up only by routes that ask, and at most once per request.
  app.decorateRequest('auth', null as unknown as () => Promise<Auth | null>);
  app.addHook('onRequest', async (request) => {
    let cached: Promise<Auth | null> | undefined;
    request.auth = () => {
      if (!cached) {
        const token = sessionToken(request);
        cached = token ? resolveSession(ctx.database.db, token) : Promise.resolve(null);
      }
      return cached;
    };
  });

  installMetrics(app, config, ctx.bus);
  installDeviceId(app);
  installCrossSiteProtection(app, config);
  installErrorHandlers(app);
  installInputGuard(app);
  // A Redis outage fails every count: said once a minute, not once a request.
  let storeErrorLoggedAt = 0;
  await installRateLimits(app, {
    ...ctx.rateLimits,
    perMinute: config.rateLimitPerMinute,
    onStoreError: (error) => {
      if (Date.now() - storeErrorLoggedAt < 60_000) return;
      storeErrorLoggedAt = Date.now();
      app.log.warn({ err: error }, 'rate limits count in memory: Redis did not answer');
    },
  });
  installRetrySafeRoutes(app, ctx.database.db);
  // Answers over 1 KB go compressed to a client that accepts it, Brotli at a quality
  // cheap enough to run per answer; the web app's files were compressed at build time
  // and are sent as they are (web-app.ts). Request bodies are never inflated: a small
  // compressed body could unpack past the body limit. Registered after the retry-safe
  // routes, so each route's answer is stored as it was, before it is compressed.
  await app.register(fastifyCompress, {
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  await app.register(
    async (api) => {
      // Before any route: the schemas' compilers, and the OpenAPI document built from them.
      await installApiContracts(api, { strict: config.env !== 'production' });
      await api.register(healthRoutes(ctx));
      await api.register(configRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(sessionsRoutes(ctx));
      await api.register(profileRoutes(ctx));
      await api.register(selfExclusionRoutes(ctx));
      await api.register(playLimitRoutes(ctx));
      await api.register(friendsRoutes(ctx));
      await api.register(totpRoutes(ctx));
      await api.register(socialLoginRoutes(ctx));
      await api.register(walletRoutes(ctx));
      await api.register(fairnessRoutes(ctx));
      await api.register(playRoutes(ctx));
      await api.register(rewardsRoutes(ctx));
      await api.register(affiliateRoutes(ctx));
      await api.register(jackpotRoutes(ctx));
      await api.register(solvencyRoutes(ctx));
      await api.register(realityCheckRoutes(ctx));
      await api.register(catalogueRoutes(ctx));
      await api.register(helpRoutes(ctx));
      await api.register(providerLaunchRoutes(ctx));
      await api.register(providerCallbackRoutes(ctx));
      await api.register(showsRoutes(ctx));
      await api.register(adminRoutes(ctx));
      await api.register(backOfficeRoutes(ctx));
      await api.register(competitionsRoutes(ctx));
      await api.register(verificationRoutes(ctx));
      await api.register(chatRoutes(ctx));
      await api.register(chatRainRoutes(ctx));
      await api.register(supportRoutes(ctx));
      await api.register(supportStaffRoutes(ctx));
      await api.register(clientErrorsRoutes(ctx));
      if (hasSimulatedNetwork(config)) await api.register(devChainRoutes(ctx));
    },
    { prefix: '/api' },
  );

  const hub = new SocketHub(ctx, config.socket, app.log);
  await hub.start(app.server);
  // Sockets are closed before the HTTP server waits for its connections to end.
  app.addHook('preClose', async () => {
    await hub.close();
  });
  app.decorate('socketHub', hub);

  const hasWebApp = await serveWebApp(app, config.webDistDir ?? defaultWebDistDir(), {
    sourceMaps: config.env !== 'production',
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/assets/') &&
      !isSourceMapPath(request.url);
    if (hasWebApp && wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found.', code: ErrorCode.NotFound });
  });

  return app;
}
