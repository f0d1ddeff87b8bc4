import { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import { readCatalogueFile } from '../modules/catalogue/catalogue-file';
import { builtInOriginals } from '../modules/catalogue/originals';
import { seedCatalogue } from '../modules/catalogue/seed-catalogue';
import { builtInStudioGames } from '../modules/catalogue/studio-games';
import { createJackpotRuntime } from '../modules/jackpot/draw';
import { assertStoredTermsHold } from '../modules/jackpot/terms';
import { loadProviders, type Provider } from '../modules/providers/providers-file';
import { ShowRelay } from '../modules/shows/show-relay';
import { createChains } from '../modules/wallet/chain/create-chains';
import { EnsResolver } from '../modules/wallet/ens';
import { createLivePriceProvider } from '../modules/wallet/rates/live-price-provider';
import { RatesService } from '../modules/wallet/rates/rates-service';
import { AfterResponse } from './after-response';
import { type Bus, createMemoryBus, createRedisBus } from './bus/bus';
import type { Config } from './config';
import type { AppContext } from './context';
import { type DatabaseHandle, openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { createLogger } from './logger';
import { createMailer } from './mailer';
import { createSecretBox, type SecretBox } from './secret-box';
import { assertSecretKeyMatches, loadSecretKey } from './secret-key';

export interface OwnedContext extends AppContext {
  /** Closes the bus, the rate-limit counters' Redis connection and the database, in that order. */
  close(): Promise<void>;
}

export interface ContextOptions {
  /** Overrides where PGlite keeps its files (tests use `memory://`). */
  pgliteDataDir?: string;
  /** A dump of a migrated PGlite data directory to start an in-memory one from (tests). */
  pgliteTemplate?: Blob | undefined;
  /** Namespaces shared Redis keys and bus channels, so parallel test servers share neither counters nor events. */
  redisKeyPrefix?: string;
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
}

/**
 * Opens everything the process depends on, from configuration: PostgreSQL or PGlite,
 * Redis or the in-process bus, and applies migrations. A configured service that
 * cannot be reached is an error here, at start, not on the first request.
 */
export async function createContext(config: Config, options: ContextOptions = {}): Promise<OwnedContext> {
  const log = createLogger(config, options.logDestination);
  const lostConnection = (error: Error) =>
    log.warn({ err: error.message }, 'a database connection was lost; the pool opens a new one');
  const database: DatabaseHandle = config.databaseUrl
    ? await openDatabase(
        { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize },
        lostConnection,
      )
    : await openDatabase({
        kind: 'pglite',
        dataDir: options.pgliteDataDir ?? config.dataDir,
        ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
      });
  let bus: Bus | undefined;
  let redis: Redis | undefined;
  let secrets: SecretBox;
  let providers: Map<string, Provider>;
  try {
    await migrate(database.db);
    await assertStoredTermsHold(database.db, config);
    const secretKey = loadSecretKey(config.secretKey, config.dataDir);
    if (secretKey.generated) {
      log.warn(
        { file: `${config.dataDir}/secret-key` },
        config.databaseUrl
          ? 'SECRET_KEY is not set: generated one into DATA_DIR. Give every node the same SECRET_KEY.'
          : 'SECRET_KEY is not set: generated one into DATA_DIR; keep that file with the data.',
      );
    }
    await assertSecretKeyMatches(database.db, secretKey.key);
    secrets = createSecretBox(secretKey.key);
    providers = await loadProviders({
      file: config.providers.file,
      dataDir: config.dataDir,
      studioKey: config.providers.studioKey,
      studioUrl: config.providers.studioUrl,
    });
    const builtIns = [...builtInOriginals(config.betMaxUsd), ...builtInStudioGames(config.betMaxUsd)];
    await seedCatalogue(
      database.db,
      builtIns,
      await readCatalogueFile(config.gamesFile, builtIns, config.betMaxUsd, new Set(providers.keys())),
    );
    if (config.redisUrl) {
      // Production names its channels plainly; a given key prefix (tests) namespaces them too.
      bus = await createRedisBus(config.redisUrl, log, options.redisKeyPrefix ?? '');
      redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
      redis.on('error', () => {});
      await redis.connect();
    } else {
      bus = createMemoryBus();
    }
  } catch (error) {
    await bus?.close();
    redis?.disconnect();
    await database.close();
    throw error;
  }
  const openBus = bus;
  const rates = new RatesService(
    config.ratesApiUrl ? createLivePriceProvider(config.ratesApiUrl) : undefined,
    {
      refreshMs: config.ratesRefreshMs,
      maxAgeMs: config.ratesMaxAgeMs,
      maxChangePercent: config.ratesMaxChangePercent,
      log,
    },
  );
  await rates.start();
  const mailer = createMailer(config);
  const chains = await createChains(config, database.db, log);
  const afterResponse = new AfterResponse();
  const shows = new ShowRelay(openBus, log);
  return {
    config,
    log,
    database,
    bus: openBus,
    rateLimits: { redis: redis ?? null, keyPrefix: `${options.redisKeyPrefix ?? 'ante:'}rl:` },
    mailer,
    afterResponse,
    secrets,
    startedAt: Date.now(),
    wallet: { rates, chain: chains.chain, signer: chains.signer, ens: new EnsResolver(config.ethRpcUrl) },
    jackpot: createJackpotRuntime(database.db, config),
    providers,
    shows,
    async close() {
      await shows.stop();
      await afterResponse.drain();
      rates.stop();
      mailer.close();
      await openBus.close();
      if (redis) await redis.quit().catch(() => redis?.disconnect());
      await database.close();
    },
  };
}
