import { formatFiat, parseAmount } from '@ante/core';
import { buildApp } from './app';
import { ConfigError, isPublicSite, loadConfig } from './lib/config';
import { createContext } from './lib/context-factory';
import { embeddedUpkeepJobs } from './lib/db/embedded-upkeep';
import { idempotencyJobs } from './lib/idempotency/expire-keys';
import { Scheduler } from './lib/jobs/scheduler';
import { startMetricsListener } from './lib/metrics/metrics-routes';
import { loadSecretKey } from './lib/secret-key';
import { riskJobs } from './modules/admin/risk/jobs';
import { affiliateJobs } from './modules/affiliate/jobs';
import { chatJobs } from './modules/chat/jobs';
import { competitionJobs } from './modules/competitions/jobs';
import { jackpotJobs } from './modules/jackpot/jobs';
import { startBuiltInStudio } from './modules/providers/built-in-studio';
import { rewardsJobs } from './modules/rewards/jobs';
import { periodicBonusJobs } from './modules/rewards/periodic/jobs';
import { solvencyJobs } from './modules/solvency/jobs';
import { startControlSocket } from './modules/staff/control-socket';
import { walletJobs } from './modules/wallet/jobs';

/**
 * Starts one casino node: configuration, database (migrated), bus, HTTP server, and
 * the scheduled jobs. SIGTERM/SIGINT stop accepting connections, let in-flight
 * requests and job runs finish, then close the bus and the database.
 */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let context: Awaited<ReturnType<typeof createContext>>;
  try {
    context = await createContext(config);
  } catch (error) {
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    console.error(`Could not start: ${(error as Error).message}\n  database: ${where}`);
    process.exit(1);
  }

  // Before the app is built: the game page's frame policy names where the studio listens.
  let studio: Awaited<ReturnType<typeof startBuiltInStudio>> | null = null;
  if (config.studio.enabled) {
    try {
      studio = await startBuiltInStudio(context, context.log);
    } catch (error) {
      console.error(
        `Could not start the built-in studio: ${(error as Error).message} (STUDIO=false turns it off)`,
      );
      await context.close();
      process.exit(1);
    }
  }
  if (config.studio.show) await context.shows.start(studio?.url ?? config.providers.studioUrl ?? null);
  const app = await buildApp(context);
  for (const warning of config.warnings) app.log.warn(`Configuration: ${warning}`);
  app.log.info(config.rg.notice);
  if (config.chainAdapter === 'simulated') {
    const where = isPublicSite(config.publicUrl) ? ' on a public site (ALLOW_SIMULATED_CHAIN=true)' : '';
    app.log.warn(
      `Wallet runs on the simulated chain${where}: balances are test coins, not money. Each logged-in player may take up to $${formatFiat(parseAmount(config.testFaucetUsdPerHour))} of them an hour from the faucet, and the site says "Demo: test coins only".`,
    );
  }
  const jobs = new Scheduler({ db: context.database.db, log: app.log, leaseMs: config.jobLeaseMs }, [
    ...walletJobs(context, app.log),
    ...competitionJobs(context, app.log),
    ...jackpotJobs(context),
    ...periodicBonusJobs(context, app.log),
    ...rewardsJobs(context, app.log),
    ...affiliateJobs(context, app.log),
    ...chatJobs(context.database.db, config, app.log),
    ...riskJobs(context.database.db, app.log),
    ...solvencyJobs(context, app.log),
    ...idempotencyJobs(context.database.db),
    ...embeddedUpkeepJobs(context.database),
  ]);
  jobs.start();
  let stopping = false;
  let stopControl: () => Promise<void> = async () => {};
  let metricsListener: { close: () => Promise<void> } | null = null;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    forceExit.unref();
    try {
      await stopControl();
      await metricsListener?.close();
      await app.close();
      await studio?.close();
      await jobs.stop();
      await context.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await context.close();
    process.exit(1);
  }
  try {
    metricsListener = await startMetricsListener(config);
  } catch (error) {
    app.log.error({ err: error }, 'could not listen for metrics on METRICS_HOST:METRICS_PORT');
    await app.close();
    await context.close();
    process.exit(1);
  }
  // On the embedded database `npm run staff` cannot open DATA_DIR while this process
  // holds it, so it asks this process over a socket there instead.
  if (context.database.kind === 'pglite') {
    stopControl = await startControlSocket({
      dataDir: config.dataDir,
      secretKey: loadSecretKey(config.secretKey, config.dataDir).key,
      db: context.database.db,
      log: app.log,
    });
  }
  app.log.info(
    { database: context.database.kind, bus: context.bus.kind },
    `Ante is running at ${config.publicUrl ?? `http://localhost:${config.port}`}`,
  );
}

void main();
