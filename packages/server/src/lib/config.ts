import path from 'node:path';
import {
  CRYPTO_CURRENCIES,
  type CryptoCode,
  parseAmount,
  parseSupportedCurrencies,
  parseTerritoryList,
} from '@ante/core';
import { type ChainsConfig, chainsConfig } from './config-chains';
import { envSchema, httpUrl } from './config-env';
import { offerProblems } from './config-offers';
import { applyRgProfile, type RgProfile } from './config-rg-profile';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/**
 * Configuration is read once from the environment at start and validated here, so a
 * wrong value stops the process with one clear line instead of failing later.
 * Every variable has a working default; README.md lists them all (config-env.ts).
 */
export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** SECRET_KEY when set; otherwise the key is kept in DATA_DIR (lib/secret-key.ts). */
  secretKey: Buffer | undefined;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  publicUrl: string | undefined;
  corsOrigins: string[];
  countryHeader: string;
  restrictedTerritories: string[];
  trustProxy: TrustProxy;
  sessionTtlMs: number;
  bodyLimitBytes: number;
  logLevel: string;
  authRateLimit: number;
  authRateWindowMs: number;
  passwordRateLimit: number;
  passwordRateWindowMs: number;
  rateLimitPerMinute: number;
  betRateLimit: number;
  betRateWindowMs: number;
  webDistDir: string | undefined;
  supportedCurrencies: CryptoCode[];
  ratesApiUrl: string | undefined;
  ratesRefreshMs: number;
  ratesMaxAgeMs: number;
  ratesMaxChangePercent: number;
  chainAdapter: 'simulated';
  /** Networks served by real nodes, the signer and the chain job's settings (config-chains.ts). */
  chains: ChainsConfig;
  /** The test-coin faucet of the simulated chain: USD per player per rolling hour. */
  testFaucetUsdPerHour: string;
  withdrawalDelayMs: number;
  /** When the proof-of-solvency snapshot is due (SOLVENCY_CRON); null for never on a schedule. */
  solvencyCron: string | null;
  /** When a withdrawal claimed for sending counts as stranded (WITHDRAWAL_STRANDED_SECONDS). */
  withdrawalStrandedMs: number;
  /** The default lease of a scheduled job's run (JOB_LEASE_SECONDS). */
  jobLeaseMs: number;
  /** Withdrawals totalling at least this (USD) in 24 hours wait for staff approval; '0': no review. */
  withdrawalReviewUsd: string;
  ethRpcUrl: string | undefined;
  /** A withdrawal worth more than `aboveUsd` needs verification `level`; null: no rule. */
  /**
   * Withdrawals totalling more than `aboveUsd` over 24 hours, or more than
   * `above30DaysUsd` over 30 days, need verification `level`.
   */
  kycWithdrawRule: { level: number; aboveUsd: string; above30DaysUsd: string | null } | null;
  /** Level 1 waits for staff review (KYC_LEVEL1_REVIEW); otherwise it is approved as sent. */
  kycLevel1Review: boolean;
  /** The default weekly wager race (WEEKLY_RACE_*); null when WEEKLY_RACE_ENABLED is false. */
  weeklyRace: { poolUsd: string; places: number } | null;
  documentStore: DocumentStoreConfig;
  betMaxUsd: string;
  maxProfitUsd: string;
  freePlaysPerMinute: number;
  welcomeBonus: { percent: number; maxUsd: string; rollover: number; maxBetUsd: string; days: number };
  rewardClaimDays: number;
  highRollerUsd: string;
  chat: {
    /** Region codes; the first is the default room. */
    regions: string[];
    minWagerUsd: string;
    tipDailyUsd: string;
    rainMinWagerUsd: string;
    retentionDays: number;
    /** Posts (messages, tip notices, rains) a player may make per 2 seconds and per minute. */
    sendBurst: number;
    sendPerMinute: number;
  };
  jackpot: {
    enabled: boolean;
    seedUsd: string;
    maxUsd: string;
    contribution: string;
    oddsUsd: string;
    minBetUsd: string;
    /** The operator accepts a pot whose return can reach the smallest house edge. */
    allowPlayerEdge: boolean;
  };
  imageHost: string | undefined;
  gamesFile: string | undefined;
  studio: {
    enabled: boolean;
    port: number;
    databaseUrl: string | undefined;
    quickSpin: boolean;
    autoplay: boolean;
    minSpinMs: number;
    /** The session's time and net result always on screen in the studio's slots (RG_PROFILE=ukgc). */
    sessionBar: boolean;
    /** The live game show's round in ms, or null when STUDIO_SHOW=false. */
    show: { bettingMs: number; closedMs: number; spinMs: number; bonusMs: number; resultMs: number } | null;
  };
  providers: {
    file: string | undefined;
    studioKey: string | undefined;
    /** Where browsers reach the built-in studio; unset, http://localhost:<its port>. */
    studioUrl: string | undefined;
    sessionMinutes: number;
    callsPerMinute: number;
  };
  supportEmail: string;
  /** An outside help centre; undefined means the casino's own, at /help. */
  helpCenterUrl: string | undefined;
  /** The operator's help articles, beside and over the shipped ones (HELP_DIR). */
  helpDir: string | undefined;
  socials: { x: string; telegram: string; instagram: string };
  license: { text: string; url: string | undefined };
  crashProbe: boolean;
  /**
   * The responsible-gambling profile (RG_PROFILE, config-rg-profile.ts): its name, the
   * least time between one player's provider bets on slots (0: no rule), and what the
   * start logs about it.
   */
  rg: { profile: RgProfile; slotBetGapMs: number; notice: string };
  /** Settings the start accepts but logs a warning about (config-offers.ts). */
  warnings: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Google login, when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  /** `GET /metrics` (lib/metrics): on PORT for a bearer of `token`, and/or on host:port. */
  metrics: { token: string | undefined; host: string | undefined; port: number };
  socket: {
    initTimeoutMs: number;
    pingTimeoutMs: number;
    maxSubscriptions: number;
    maxMessagesPerSecond: number;
    maxBufferedBytes: number;
    sessionCheckMs: number;
    /** Sockets one client address may hold open across every node. */
    maxPerAddress: number;
    /** `login` frames one socket may send per minute. */
    maxLoginsPerMinute: number;
  };
};

/** A casino whose public address is https is a deployment players reach, not a trial on a laptop. */
export function isPublicSite(publicUrl: string | undefined): boolean {
  return publicUrl !== undefined && new URL(publicUrl).protocol === 'https:';
}

/** Where verification documents are kept (modules/verification/document-store.ts). */
export type DocumentStoreConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      /** Both or neither: without them the AWS SDK's own chain (instance role, env) is used. */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Google login is on with both halves of the OAuth client. Its issuer is reached over
 * https, except in development and tests or on this machine, where a local OpenID
 * provider stands in for Google: tokens fetched over plain http on a network could be
 * read or replaced on the way.
 */
function googleLogin(value: {
  NODE_ENV: Config['env'];
  GOOGLE_CLIENT_ID?: string | undefined;
  GOOGLE_CLIENT_SECRET?: string | undefined;
  GOOGLE_ISSUER: string;
}): Config['google'] {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_ISSUER: issuer } = value;
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) {
    throw new ConfigError(
      'Invalid configuration: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together to turn Google login on',
    );
  }
  const url = new URL(issuer);
  if (url.protocol === 'http:' && value.NODE_ENV === 'production' && !LOCAL_HOSTS.has(url.hostname)) {
    throw new ConfigError('Invalid configuration: GOOGLE_ISSUER must be an https:// URL in production');
  }
  return { clientId, clientSecret, issuer };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const value = parsed.data;
  let restrictedTerritories: string[];
  try {
    restrictedTerritories = parseTerritoryList(value.RESTRICTED_TERRITORIES);
  } catch (error) {
    throw new ConfigError(`Invalid configuration: RESTRICTED_TERRITORIES ${(error as Error).message}`);
  }
  let supportedCurrencies: CryptoCode[];
  try {
    supportedCurrencies = parseSupportedCurrencies(value.SUPPORTED_CURRENCIES);
  } catch (error) {
    throw new ConfigError(`Invalid configuration: SUPPORTED_CURRENCIES ${(error as Error).message}`);
  }
  const ratesMaxAgeSeconds = value.RATES_MAX_AGE_SECONDS ?? value.RATES_REFRESH_SECONDS * 5;
  if (ratesMaxAgeSeconds <= value.RATES_REFRESH_SECONDS) {
    throw new ConfigError(
      'Invalid configuration: RATES_MAX_AGE_SECONDS must be longer than RATES_REFRESH_SECONDS, or prices would go stale between two refreshes',
    );
  }
  // The weekly race shares its pool out by place in cents (weekly-race.ts): the last
  // place gets one share of n(n+1)/2, which must be at least a cent.
  const racePlaces = value.WEEKLY_RACE_PLACES;
  if (
    value.WEEKLY_RACE_ENABLED &&
    parseAmount(value.WEEKLY_RACE_POOL_USD, { allowZero: true }) * 100n <
      BigInt((racePlaces * (racePlaces + 1)) / 2) * 10n ** 18n
  ) {
    throw new ConfigError(
      `Invalid configuration: WEEKLY_RACE_POOL_USD must be at least $${((racePlaces * (racePlaces + 1)) / 200).toFixed(2)} for ${racePlaces} places, so that every place wins at least a cent; or set WEEKLY_RACE_ENABLED=false`,
    );
  }
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(value.TRUST_PROXY);
  } catch (error) {
    throw new ConfigError(`Invalid configuration: ${(error as Error).message}`);
  }
  let chains: ChainsConfig;
  try {
    chains = chainsConfig(value, isPublicSite(value.PUBLIC_URL));
  } catch (error) {
    throw new ConfigError(`Invalid configuration: ${(error as Error).message}`);
  }
  const simulatedNetworks = [
    ...new Set(
      supportedCurrencies.flatMap((code) =>
        CRYPTO_CURRENCIES[code].chain.map((network) => network.id).filter((id) => !chains.real[id]),
      ),
    ),
  ];
  if (simulatedNetworks.length > 0 && isPublicSite(value.PUBLIC_URL) && !value.ALLOW_SIMULATED_CHAIN) {
    throw new ConfigError(
      `Invalid configuration: the simulated chain gives out test coins and must not run on a public site (PUBLIC_URL is https), but ${simulatedNetworks.join(', ')} ${simulatedNetworks.length === 1 ? 'is' : 'are'} simulated; give each a real node (CHAIN_<NETWORK>), leave its currencies out of SUPPORTED_CURRENCIES, or set ALLOW_SIMULATED_CHAIN=true to run a public demo on purpose`,
    );
  }
  if (value.ADMIN_USERNAMES.trim() !== '') {
    throw new ConfigError(
      'Invalid configuration: ADMIN_USERNAMES is no longer supported, because it made staff of whoever registered a listed name. ' +
        'Remove it and give staff rights to an existing account with `npm run staff -- grant <username> admin`.',
    );
  }
  const corsOrigins = value.CORS_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!httpUrl.safeParse(origin).success) {
      throw new ConfigError(`Invalid configuration: CORS_ORIGINS "${origin}" must be an http(s) origin`);
    }
  }
  const welcomeBonus = {
    percent: value.WELCOME_BONUS_PERCENT,
    maxUsd: value.WELCOME_BONUS_MAX_USD,
    rollover: value.WELCOME_BONUS_ROLLOVER,
    maxBetUsd: value.WELCOME_BONUS_MAX_BET_USD,
    days: value.WELCOME_BONUS_DAYS,
  };
  const jackpot = {
    enabled: value.JACKPOT_ENABLED,
    seedUsd: value.JACKPOT_SEED_USD,
    maxUsd: value.JACKPOT_MAX_USD,
    contribution: value.JACKPOT_CONTRIBUTION,
    oddsUsd: value.JACKPOT_ODDS,
    minBetUsd: value.JACKPOT_MIN_BET_USD,
    allowPlayerEdge: value.JACKPOT_ALLOW_PLAYER_EDGE,
  };
  const documentStore = documentStoreConfig(value);
  const rg = applyRgProfile(
    value.RG_PROFILE,
    {
      quickSpin: value.STUDIO_QUICK_SPIN,
      autoplay: value.STUDIO_AUTOPLAY,
      minSpinMs: value.STUDIO_MIN_SPIN_MS,
    },
    new Set(Object.keys(env).filter((key) => env[key] !== undefined && env[key]?.trim() !== '')),
  );
  const offers = offerProblems({ welcomeBonus, jackpot });
  if (offers.errors.length > 0) throw new ConfigError(`Invalid configuration: ${offers.errors.join('; ')}`);
  return {
    env: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    dataDir: path.resolve(value.DATA_DIR),
    secretKey: value.SECRET_KEY ? Buffer.from(value.SECRET_KEY, 'hex') : undefined,
    databaseUrl: value.DATABASE_URL,
    databasePoolSize: value.DATABASE_POOL_SIZE,
    redisUrl: value.REDIS_URL,
    publicUrl: value.PUBLIC_URL,
    corsOrigins,
    countryHeader: value.COUNTRY_HEADER,
    restrictedTerritories,
    trustProxy,
    sessionTtlMs: value.SESSION_TTL_DAYS * 86_400_000,
    bodyLimitBytes: value.BODY_LIMIT_BYTES,
    logLevel: value.LOG_LEVEL,
    authRateLimit: value.AUTH_RATE_LIMIT,
    authRateWindowMs: value.AUTH_RATE_WINDOW_SECONDS * 1000,
    passwordRateLimit: value.PASSWORD_RATE_LIMIT,
    passwordRateWindowMs: value.PASSWORD_RATE_WINDOW_SECONDS * 1000,
    rateLimitPerMinute: value.RATE_LIMIT_PER_MINUTE,
    betRateLimit: value.BET_RATE_LIMIT,
    betRateWindowMs: value.BET_RATE_WINDOW_SECONDS * 1000,
    webDistDir: value.WEB_DIST_DIR,
    supportedCurrencies,
    ratesApiUrl: value.RATES_API_URL,
    ratesRefreshMs: value.RATES_REFRESH_SECONDS * 1000,
    ratesMaxAgeMs: ratesMaxAgeSeconds * 1000,
    ratesMaxChangePercent: value.RATES_MAX_CHANGE_PERCENT,
    chainAdapter: value.CHAIN_ADAPTER,
    chains,
    testFaucetUsdPerHour: value.TEST_FAUCET_USD_PER_HOUR,
    withdrawalDelayMs: value.WITHDRAWAL_DELAY_SECONDS * 1000,
    solvencyCron: value.SOLVENCY_CRON === 'off' ? null : value.SOLVENCY_CRON,
    withdrawalStrandedMs: value.WITHDRAWAL_STRANDED_SECONDS * 1000,
    jobLeaseMs: value.JOB_LEASE_SECONDS * 1000,
    withdrawalReviewUsd: value.WITHDRAWAL_REVIEW_USD,
    ethRpcUrl: value.ETH_RPC_URL,
    kycWithdrawRule: kycWithdrawRule(value.KYC_WITHDRAW_LEVEL_USD, value.KYC_WITHDRAW_30_DAYS_USD),
    kycLevel1Review: value.KYC_LEVEL1_REVIEW,
    weeklyRace: value.WEEKLY_RACE_ENABLED
      ? { poolUsd: value.WEEKLY_RACE_POOL_USD, places: value.WEEKLY_RACE_PLACES }
      : null,
    documentStore,
    betMaxUsd: value.BET_MAX_USD,
    maxProfitUsd: value.MAX_PROFIT_USD,
    freePlaysPerMinute: value.FREE_PLAYS_PER_MINUTE,
    welcomeBonus,
    rewardClaimDays: value.REWARD_CLAIM_DAYS,
    highRollerUsd: value.HIGH_ROLLER_USD,
    chat: {
      regions: value.CHAT_REGIONS,
      minWagerUsd: value.CHAT_MIN_WAGER_USD,
      tipDailyUsd: value.CHAT_TIP_DAILY_USD,
      rainMinWagerUsd: value.CHAT_RAIN_MIN_WAGER_USD,
      retentionDays: value.CHAT_RETENTION_DAYS,
      sendBurst: value.CHAT_SEND_BURST,
      sendPerMinute: value.CHAT_SEND_PER_MINUTE,
    },
    jackpot,
    imageHost: value.IMAGE_HOST,
    gamesFile: value.GAMES_FILE,
    studio: {
      enabled: value.STUDIO,
      port: value.STUDIO_PORT,
      databaseUrl: value.STUDIO_DATABASE_URL,
      ...rg.studio,
      show: value.STUDIO_SHOW ? showTimings(value.STUDIO_SHOW_TIMINGS) : null,
    },
    providers: {
      file: value.PROVIDERS_FILE,
      studioKey: value.STUDIO_KEY,
      studioUrl: value.STUDIO_URL?.replace(/\/+$/, ''),
      sessionMinutes: value.PROVIDER_SESSION_MINUTES,
      callsPerMinute: value.PROVIDER_CALLS_PER_MINUTE,
    },
    supportEmail: value.SUPPORT_EMAIL,
    helpCenterUrl: value.HELP_CENTER_URL,
    helpDir: value.HELP_DIR,
    socials: {
      x: value.SOCIAL_X_URL,
      telegram: value.SOCIAL_TELEGRAM_URL,
      instagram: value.SOCIAL_INSTAGRAM_URL,
    },
    license: { text: value.LICENSE_TEXT, url: value.LICENSE_URL },
    crashProbe: value.CRASH_PROBE,
    rg: { profile: rg.profile, slotBetGapMs: rg.slotBetGapMs, notice: rg.notice },
    warnings: [...offers.warnings, ...rg.overridden.map((line) => `${line} (RG_PROFILE=ukgc)`)],
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    google: googleLogin(value),
    metrics: { token: value.METRICS_TOKEN, host: value.METRICS_HOST, port: value.METRICS_PORT },
    socket: {
      initTimeoutMs: value.SOCKET_INIT_TIMEOUT_MS,
      pingTimeoutMs: value.SOCKET_PING_TIMEOUT_MS,
      maxSubscriptions: 50,
      maxMessagesPerSecond: value.SOCKET_MAX_MESSAGES_PER_SECOND,
      maxBufferedBytes: 1024 * 1024,
      sessionCheckMs: value.SOCKET_SESSION_CHECK_MS,
      maxPerAddress: value.SOCKETS_PER_ADDRESS,
      maxLoginsPerMinute: value.SOCKET_LOGINS_PER_MINUTE,
    },
  };
}

function kycWithdrawRule(value: string, thirtyDays: string): Config['kycWithdrawRule'] {
  if (value.toLowerCase() === 'off') return null;
  const [level, aboveUsd] = value.split(':') as [string, string];
  return {
    level: Number(level),
    aboveUsd,
    above30DaysUsd: thirtyDays.toLowerCase() === 'off' ? null : thirtyDays,
  };
}

/** S3 when a bucket is named, with everything it needs; a half-configured bucket stops the start. */
function documentStoreConfig(value: ReturnType<typeof envSchema.parse>): DocumentStoreConfig {
  const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = value;
  if (!S3_BUCKET) {
    if (S3_ENDPOINT || S3_REGION || S3_ACCESS_KEY_ID || S3_SECRET_ACCESS_KEY) {
      throw new ConfigError(
        'Invalid configuration: S3_ENDPOINT, S3_REGION and the S3 keys are read only with S3_BUCKET; set S3_BUCKET or remove them',
      );
    }
    return { kind: 'local', dir: path.join(path.resolve(value.DATA_DIR), 'verification-documents') };
  }
  if (!S3_REGION) {
    throw new ConfigError(
      'Invalid configuration: S3_REGION is required with S3_BUCKET (e.g. us-east-1, or auto)',
    );
  }
  if (Boolean(S3_ACCESS_KEY_ID) !== Boolean(S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    );
  }
  return {
    kind: 's3',
    bucket: S3_BUCKET,
    region: S3_REGION,
    endpoint: S3_ENDPOINT,
    credentials:
      S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
        ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/** STUDIO_SHOW_TIMINGS' five numbers of seconds, in ms by name. */
function showTimings(seconds: number[]): NonNullable<Config['studio']['show']> {
  const [betting, closed, spin, bonus, result] = seconds.map((value) => value * 1000) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return { bettingMs: betting, closedMs: closed, spinMs: spin, bonusMs: bonus, resultMs: result };
}
