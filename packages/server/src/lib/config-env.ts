import { JACKPOT_DEFAULTS, parseAmount, WELCOME_OFFER_DEFAULTS } from '@ante/core';
import { Cron } from 'croner';
import { z } from 'zod';
import { RG_PROFILES } from './config-rg-profile';

/**
 * The environment variables the casino reads, each validated with a working default
 * (docs/configuration.md lists them all, generated from this schema by config-doc.ts);
 * config.ts turns them into the Config the code uses.
 */
const postgresUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be a postgres:// or postgresql:// URL with a host, e.g. postgres://user@127.0.0.1:5432/ante');

const redisUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be a redis:// or rediss:// URL with a host, e.g. redis://127.0.0.1:6379');

export const httpUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}, 'must be an http:// or https:// URL');

/** USD limits are compared with money in exact integer maths, so they stay decimal strings. */
const usdAmount = z.string().refine((value) => {
  try {
    parseAmount(value, { decimals: 2 });
    return true;
  } catch {
    return false;
  }
}, 'must be a positive amount in USD with at most 2 decimals, e.g. 10000');

/** A USD amount where 0 is meaningful too (a rule that is off). */
const usdAmountOrZero = z.string().refine((value) => {
  try {
    parseAmount(value, { decimals: 2, allowZero: true });
    return true;
  } catch {
    return false;
  }
}, 'must be an amount in USD with at most 2 decimals, e.g. 500 (0 turns the rule off)');

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** `simulated`, `evm:<url>` or `bitcoind:<url>`; which networks take which is checked in config-chains.ts. */
const chainSetting = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .refine((value) => {
      if (value === 'simulated') return true;
      const match = /^(evm|bitcoind):(.+)$/.exec(value);
      if (!match) return false;
      try {
        const url = new URL(match[2] as string);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, 'must be simulated, evm:<http(s) URL> or bitcoind:<http(s) URL>')
    .optional(),
);

/** A yes/no setting: `true`/`1` or `false`/`0`. */
const flag = (defaultValue: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(defaultValue)
    .transform((value) => value === 'true' || value === '1');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 to 65535')
    .max(65535, 'must be 0 to 65535')
    .default(3000),
  /**
   * Turns on `GET /metrics` (Prometheus' text format) on PORT, for a bearer of this
   * token only (docs/operating.md#metrics). Unset, the path is unknown there.
   */
  METRICS_TOKEN: z.preprocess(
    blankToUndefined,
    z.string().min(16, 'must be at least 16 characters').max(256).optional(),
  ),
  /**
   * Serves `GET /metrics` on an address of its own, METRICS_HOST:METRICS_PORT, for
   * Prometheus on an internal network (no token asked unless METRICS_TOKEN is set too).
   */
  METRICS_HOST: z.preprocess(blankToUndefined, z.string().optional()),
  METRICS_PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 to 65535')
    .max(65535, 'must be 0 to 65535')
    .default(9464),
  DATA_DIR: z.string().default('./data'),
  /**
   * The server's secret key (32 bytes as 64 hex characters): it encrypts two-factor
   * secrets at rest. Unset, one is generated into DATA_DIR/secret-key on first start;
   * several nodes must all be given the same one (lib/secret-key.ts).
   */
  SECRET_KEY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes), e.g. from `openssl rand -hex 32`')
      .optional(),
  ),
  DATABASE_URL: z.preprocess(blankToUndefined, postgresUrl.optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * How long a node's hold on a scheduled job's run lasts without being renewed: a node
   * that dies or stalls for longer has the run taken over by another (lib/jobs/scheduler.ts).
   */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  REDIS_URL: z.preprocess(blankToUndefined, redisUrl.optional()),
  PUBLIC_URL: z.preprocess(blankToUndefined, httpUrl.optional()),
  /** Extra origins (comma separated) allowed to call the API from a browser. */
  CORS_ORIGINS: z.string().default(''),
  COUNTRY_HEADER: z
    .string()
    .default('cf-ipcountry')
    .transform((value) => value.toLowerCase()),
  RESTRICTED_TERRITORIES: z.string().default(''),
  /** The proxies whose X-Forwarded-For entries are believed: addresses or CIDR ranges (see trust-proxy.ts). */
  TRUST_PROXY: z.string().default('false'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Login and register attempts allowed per window, per IP and per account. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /**
   * Wrong passwords a logged-in account may give (vault withdrawal, change password) per
   * window, and four times as many per IP address; then every attempt waits for the window.
   */
  PASSWORD_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  PASSWORD_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /**
   * Requests a minute one player (or address, logged out) may send to one
   * state-changing route that sets no limit of its own.
   */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /**
   * Bets and round actions (next, cashout) one player may make per window on each node:
   * at least 50 a second, so the fastest auto-bet and the benchmarks never meet it.
   */
  BET_RATE_LIMIT: z.coerce.number().int().min(1).default(100),
  BET_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(1),
  /**
   * No longer read: it made staff of whoever registered a listed name. Set, it stops
   * the start with a message naming `npm run staff`, so an operator who relied on it
   * learns at once why their staff have no rights.
   */
  ADMIN_USERNAMES: z.string().default(''),
  WEB_DIST_DIR: z.preprocess(blankToUndefined, z.string().optional()),
  /** Crypto currencies offered, in display order (comma separated); all 13 by default. */
  SUPPORTED_CURRENCIES: z.string().default(''),
  /** A CoinGecko-compatible price API (`/simple/price`); the static table is used without it. */
  RATES_API_URL: z.preprocess(blankToUndefined, httpUrl.optional()),
  RATES_REFRESH_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  /**
   * A live price older than this stops bets and withdrawals in its currency (see
   * rates-service.ts); five refresh intervals when unset.
   */
  RATES_MAX_AGE_SECONDS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int('must be a whole number').min(10).max(604_800).optional(),
  ),
  /** A live price that moved more than this percent since the last accepted one is refused. */
  RATES_MAX_CHANGE_PERCENT: z.coerce.number().int().min(1).max(1000).default(50),
  /**
   * The chain of every network without a CHAIN_<NETWORK> of its own. Only `simulated`:
   * real nodes are named per network below.
   */
  CHAIN_ADAPTER: z.enum(['simulated']).default('simulated'),
  /**
   * A network's chain: `simulated`, `evm:<node's JSON-RPC URL>` (ETH, BSC, BNB_BSC) or
   * `bitcoind:<node's JSON-RPC URL with user and password>` (BTC, LTC, DOGE). TRX, TRON,
   * XRP and SOL have no real adapter yet and stay simulated. See docs/chains.md.
   */
  CHAIN_BTC: chainSetting,
  CHAIN_ETH: chainSetting,
  CHAIN_BSC: chainSetting,
  CHAIN_BNB_BSC: chainSetting,
  CHAIN_LTC: chainSetting,
  CHAIN_DOGE: chainSetting,
  /**
   * The ERC-20 / BEP-20 tokens on an EVM network, as `CODE:contract:decimals` separated by
   * commas, e.g. `USDT:0xdAC17F958D2ee523a2206206994597C13D831ec7:6`.
   */
  CHAIN_ETH_TOKENS: z.string().trim().default(''),
  CHAIN_BSC_TOKENS: z.string().trim().default(''),
  /** Which Bitcoin-family chain the bitcoind nodes run: addresses and key versions differ. */
  BITCOIND_CHAIN: z.enum(['main', 'test', 'regtest']).default('main'),
  /**
   * The account-level extended public keys deposit addresses derive from (docs/chains.md
   * gives each path). Needed with a separate signer (SIGNER_URL); with the in-process
   * test signer they come from its key.
   */
  CHAIN_XPUB_EVM: z.string().trim().default(''),
  CHAIN_XPUB_BTC: z.string().trim().default(''),
  CHAIN_XPUB_LTC: z.string().trim().default(''),
  CHAIN_XPUB_DOGE: z.string().trim().default(''),
  /**
   * The signer that signs sweeps and withdrawals (`npm run signer`), e.g.
   * http://127.0.0.1:3100, and the secret both share (at least 32 characters). Unset
   * while a network is real, the casino signs in-process with a generated test key in
   * DATA_DIR/signer-test-key, says so at start, and refuses to do so on a public site.
   */
  SIGNER_URL: z.preprocess(blankToUndefined, httpUrl.optional()),
  SIGNER_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  /** Seconds between two reads of each real chain (new blocks, confirmations, sends). */
  CHAIN_POLL_SECONDS: z.coerce.number().int().min(1).max(600).default(5),
  /** An EVM transaction not mined after this many seconds is sent again with a higher fee. */
  CHAIN_EVM_REPLACE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(180),
  /** A hot wallet worth less than this (USD) on a network raises a flag for staff; 0 turns it off. */
  CHAIN_HOT_WALLET_FLOOR_USD: usdAmountOrZero.default('1000'),
  /**
   * The simulated chain gives out test coins, so it refuses to run on a public (https)
   * site unless the operator says this is a demo on purpose.
   */
  ALLOW_SIMULATED_CHAIN: flag('false'),
  /** What one player may take from the simulated chain's faucet in a rolling hour, in USD. */
  TEST_FAUCET_USD_PER_HOUR: usdAmount.default('10000'),
  /** Seconds a withdrawal waits (and can be cancelled) before it is sent. */
  WITHDRAWAL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  /**
   * Seconds a withdrawal may stay claimed for sending before it is taken to be stranded
   * by a node that died mid-send, and settled from its send key (recover-withdrawals.ts).
   */
  WITHDRAWAL_STRANDED_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  /**
   * Withdrawals totalling at least this much (USD) over 24 hours wait for a member of
   * staff's approval before they are sent; 0 turns the review off.
   */
  WITHDRAWAL_REVIEW_USD: usdAmountOrZero.default('1000'),
  /**
   * The verification level a withdrawal needs above a value: `2:2000` means a withdrawal
   * worth more than 2000 USD needs level 2 (an identity document); `off` sets no rule.
   */
  KYC_WITHDRAW_LEVEL_USD: z
    .string()
    .trim()
    .regex(/^(off|[1-4]:\d{1,12}(\.\d{1,2})?)$/i, 'must be off or LEVEL:USD, e.g. 2:2000 (level 1 to 4)')
    .default('2:2000'),
  /**
   * The same rule's 30-day total: withdrawals worth more than this many USD over any 30
   * days need the level of KYC_WITHDRAW_LEVEL_USD too; `off` counts only the 24 hours.
   */
  KYC_WITHDRAW_30_DAYS_USD: z
    .string()
    .trim()
    .regex(/^(off|\d{1,12}(\.\d{1,2})?)$/i, 'must be off or a USD amount, e.g. 10000')
    .default('10000'),
  /**
   * Level 1 (personal details) waits for staff review when true; by default it is
   * approved as it is sent, once the age and territory checks pass, so a fresh install
   * with no staff leaves no player waiting.
   */
  KYC_LEVEL1_REVIEW: flag('false'),
  /**
   * The default weekly wager race (modules/competitions/weekly-race.ts): a race on every
   * game from Monday 00:00 to the next Monday 00:00 UTC, made each week, with a prize
   * pool in USD shared over its places. `false` makes none.
   */
  /**
   * When the proof-of-solvency snapshot is taken, in cron syntax read in UTC; `off`
   * takes none on a schedule (staff still can).
   */
  SOLVENCY_CRON: z
    .string()
    .default('0 0 * * *')
    .refine((value) => {
      if (value === 'off') return true;
      try {
        new Cron(value, { paused: true });
        return true;
      } catch {
        return false;
      }
    }, 'must be a cron rule such as `0 0 * * *`, or `off`'),
  WEEKLY_RACE_ENABLED: flag('true'),
  WEEKLY_RACE_POOL_USD: usdAmount.default('1000'),
  WEEKLY_RACE_PLACES: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * Where verification documents are kept: an S3-compatible bucket when S3_BUCKET is set
   * (S3_ENDPOINT for a provider other than AWS), else DATA_DIR/verification-documents.
   */
  S3_BUCKET: z.preprocess(blankToUndefined, z.string().min(3).max(63).optional()),
  S3_ENDPOINT: z.preprocess(blankToUndefined, httpUrl.optional()),
  S3_REGION: z.preprocess(blankToUndefined, z.string().min(1).max(64).optional()),
  S3_ACCESS_KEY_ID: z.preprocess(blankToUndefined, z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(blankToUndefined, z.string().min(1).optional()),
  /** Ethereum JSON-RPC endpoint for ENS name lookups; without it they answer 503. */
  ETH_RPC_URL: z.preprocess(blankToUndefined, httpUrl.optional()),
  /** A socket must send connection_init within this time, and ping within the next. */
  SOCKET_INIT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  SOCKET_PING_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  SOCKET_MAX_MESSAGES_PER_SECOND: z.coerce.number().int().min(1).default(30),
  /** How often each node checks, in one query, that its logged-in sockets' sessions still live. */
  SOCKET_SESSION_CHECK_MS: z.coerce.number().int().min(100).default(60_000),
  /** Sockets one client address (after TRUST_PROXY) may hold open, counted across nodes in Redis. */
  SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  /** `login` frames one socket may send per minute; past it the socket is closed (4431). */
  SOCKET_LOGINS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Largest wager, as a USD value at current rates. */
  BET_MAX_USD: usdAmount.default('10000'),
  /** Largest possible profit of one bet (wager x (max multiplier - 1)), in USD. */
  MAX_PROFIT_USD: usdAmount.default('100000'),
  /** Free plays (bets of zero) each player may make per minute, per node; 0 turns them off. */
  FREE_PLAYS_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(300),
  /** Bets worth at least this much (USD) also go to the high rollers feed. */
  HIGH_ROLLER_USD: usdAmount.default('100'),
  /** Chat rooms, one per region code, in the order the region picker lists them; the first is the default. */
  CHAT_REGIONS: z
    .string()
    .default('en,es,pt,fr,de,ru,tr,zh,ja,ko')
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((code) => code.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().regex(/^[a-z]{2}(-[a-z]{2})?$/, 'each region must be a code such as en or pt-br'))
        .min(1, 'must name at least one region, e.g. en'),
    ),
  /** Lifetime wagers in USD before a player may write in chat (staff are exempt). */
  CHAT_MIN_WAGER_USD: usdAmountOrZero.default('0'),
  /** USD a player may send through chat (tips shown in chat and rain) per rolling day. */
  CHAT_TIP_DAILY_USD: usdAmount.default('1000'),
  /** USD a player must have wagered in the last 7 days to catch rain. */
  CHAT_RAIN_MIN_WAGER_USD: usdAmountOrZero.default('10'),
  /** What a player may post in chat (messages, tips shown there, rains) per 2 seconds, and per minute. */
  CHAT_SEND_BURST: z.coerce.number().int().min(1).max(1_000).default(1),
  CHAT_SEND_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Days chat messages are kept before the retention job deletes them. */
  CHAT_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1)
    .max(3650)
    .default(30),
  /** Image paths (docs/product.md#calls) are rewritten to this host in the browser. */
  IMAGE_HOST: z.preprocess(blankToUndefined, httpUrl.optional()),
  /**
   * A JSON file of catalogue entries (see modules/catalogue/catalogue-file.ts), applied
   * at start: the operator's way to add games, disable them or change their details.
   */
  GAMES_FILE: z.preprocess(blankToUndefined, z.string().optional()),
  /**
   * A JSON file of game providers (modules/providers/providers-file.ts), validated at
   * start: each one's id, name, signing scheme and key, launch URL and allowed addresses.
   */
  PROVIDERS_FILE: z.preprocess(blankToUndefined, z.string().optional()),
  /**
   * The secret the casino and the built-in studio sign and check callbacks with (at
   * least 32 characters). Unset, one is generated into DATA_DIR/studio-key on first
   * start; several nodes must all be given the same one.
   */
  STUDIO_KEY: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'must be at least 32 characters').max(1024).optional(),
  ),
  /** Serve the built-in studio (Ante Studio) from this process, on STUDIO_PORT. */
  STUDIO: flag('true'),
  STUDIO_PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 to 65535')
    .max(65535, 'must be 0 to 65535')
    .default(3001),
  /**
   * Where browsers reach the built-in studio (its launch page is `/launch` there).
   * Unset: http://localhost:STUDIO_PORT, right for one machine.
   */
  STUDIO_URL: z.preprocess(blankToUndefined, httpUrl.optional()),
  /** The studio's own database; unset, PGlite in DATA_DIR/studio. */
  STUDIO_DATABASE_URL: z.preprocess(blankToUndefined, postgresUrl.optional()),
  /**
   * The responsible-gambling profile: `standard`, or `ukgc` for the stricter UK rules,
   * which override the studio's quick spin, autoplay and least spin time
   * (config-rg-profile.ts).
   */
  RG_PROFILE: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toLowerCase()) : value),
    z.enum(RG_PROFILES, { error: 'must be standard or ukgc' }).default('standard'),
  ),
  /** Quick spin and autoplay in the studio's games (some regulators forbid both). */
  STUDIO_QUICK_SPIN: flag('true'),
  STUDIO_AUTOPLAY: flag('true'),
  /** The least time a spin takes from the click to its result, in ms (UK rules ask 2500). */
  STUDIO_MIN_SPIN_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 to 10000')
    .max(10_000, 'must be 0 to 10000')
    .default(0),
  /** Run the studio's live game show (Forge Wheel) with the built-in studio. */
  STUDIO_SHOW: flag('true'),
  /**
   * The show's round, in seconds: betting, closed (the booster's draw), spin, bonus stage
   * (added when the wheel stops on a bonus) and the result before the next window, as
   * five whole numbers. The default makes a round of 30 to 36 s.
   */
  STUDIO_SHOW_TIMINGS: z
    .string()
    .regex(/^\s*\d{1,3}\s*(,\s*\d{1,3}\s*){4}$/, 'must be five whole numbers of seconds, such as 15,3,7,6,5')
    .transform((text) => text.split(',').map((part) => Number(part.trim())))
    .refine((parts) => parts.every((part) => part >= 1 && part <= 300), 'each must be 1 to 300 seconds')
    .default([15, 3, 7, 6, 5]),
  /** Minutes a provider's game session stays open without a call; each call extends it. */
  PROVIDER_SESSION_MINUTES: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 to 1440')
    .max(1440, 'must be 1 to 1440')
    .default(30),
  /** Calls one provider may make per minute to one node (bets, wins, balance...). */
  PROVIDER_CALLS_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(60_000),
  /** smtp://user:pass@host:587 or smtps://...: where e-mails go. Without it they are written to the log. */
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((value) => /^smtps?:\/\/[^\s]+$/.test(value), 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  /**
   * Google login (modules/social-login): on when both the OAuth client id and secret
   * are set. GOOGLE_ISSUER is the OpenID Connect issuer whose discovery document is
   * read (a local provider in tests); http is allowed outside production or on localhost.
   */
  GOOGLE_CLIENT_ID: z.preprocess(blankToUndefined, z.string().max(512).optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(blankToUndefined, z.string().max(512).optional()),
  GOOGLE_ISSUER: httpUrl.default('https://accounts.google.com'),
  /** The From of every e-mail. */
  MAIL_FROM: z.string().min(3).default('Ante <no-reply@ante.example>'),
  /**
   * The welcome offer (modules/rewards/welcome-offer.ts): a bonus of this percent of the
   * first qualifying deposit after opting in (0 turns the offer off), worth at most
   * WELCOME_BONUS_MAX_USD, released once the player's counted stakes reach
   * WELCOME_BONUS_ROLLOVER times deposit plus bonus within WELCOME_BONUS_DAYS; stakes
   * worth more than WELCOME_BONUS_MAX_BET_USD count nothing. Terms under which the offer
   * would pay players on average stop the start (config-offers.ts).
   */
  WELCOME_BONUS_PERCENT: z.coerce.number().int().min(0).max(1000).default(WELCOME_OFFER_DEFAULTS.percent),
  WELCOME_BONUS_MAX_USD: usdAmount.default(WELCOME_OFFER_DEFAULTS.maxUsd),
  WELCOME_BONUS_ROLLOVER: z.coerce.number().int().min(1).max(1000).default(WELCOME_OFFER_DEFAULTS.rollover),
  WELCOME_BONUS_MAX_BET_USD: usdAmount.default(WELCOME_OFFER_DEFAULTS.maxBetUsd),
  WELCOME_BONUS_DAYS: z.coerce.number().int().min(1).max(365).default(WELCOME_OFFER_DEFAULTS.days),
  /** Days a weekly or monthly bonus can be claimed once granted (modules/rewards/periodic). */
  REWARD_CLAIM_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /**
   * The global pot (modules/jackpot/README.md): it starts at JACKPOT_SEED_USD and grows by
   * JACKPOT_CONTRIBUTION (a fraction, 0.005 is 0.5%) of the USD value of every stake of
   * at least JACKPOT_MIN_BET_USD; such a stake wins it with a chance of its USD value
   * over JACKPOT_ODDS (on average one win per that many USD staked), and stops growing at
   * JACKPOT_MAX_USD. JACKPOT_ENABLED=false turns it off. A cap whose return (cap / odds)
   * reaches the smallest house edge stops the start unless JACKPOT_ALLOW_PLAYER_EDGE=true.
   */
  JACKPOT_ENABLED: flag('true'),
  JACKPOT_SEED_USD: usdAmount.default(JACKPOT_DEFAULTS.seedUsd),
  JACKPOT_MAX_USD: usdAmount.default(JACKPOT_DEFAULTS.maxUsd),
  JACKPOT_ALLOW_PLAYER_EDGE: flag('false'),
  JACKPOT_CONTRIBUTION: z
    .string()
    .regex(
      /^(0(\.\d{1,6})?|1(\.0{1,6})?)$/,
      'must be a fraction from 0 to 1 with at most 6 decimals, e.g. 0.005',
    )
    .default(JACKPOT_DEFAULTS.contribution),
  JACKPOT_ODDS: usdAmount.default(JACKPOT_DEFAULTS.oddsUsd),
  JACKPOT_MIN_BET_USD: usdAmount.default(JACKPOT_DEFAULTS.minBetUsd),
  /** Where players write for help: shown on the error screen and in the footer. */
  SUPPORT_EMAIL: z.string().email('SUPPORT_EMAIL must be an e-mail address').default('support@ante.example'),
  /**
   * An outside help centre the Support links open in a new tab; unset, they open the
   * casino's own at /help.
   */
  HELP_CENTER_URL: z.preprocess(blankToUndefined, httpUrl.optional()),
  /**
   * A folder of the operator's help articles (.md): each replaces the shipped article
   * of the same file name, and the others are added. Read once at start.
   */
  HELP_DIR: z.preprocess(blankToUndefined, z.string().optional()),
  /** The footer's social links (docs/product.md#footer): the operator's own accounts. */
  SOCIAL_X_URL: httpUrl.default('https://x.com/'),
  SOCIAL_TELEGRAM_URL: httpUrl.default('https://t.me/'),
  SOCIAL_INSTAGRAM_URL: httpUrl.default('https://www.instagram.com/'),
  /** The footer's licence badge: its words, and the licence it links to (plain text without one). */
  LICENSE_TEXT: z.string().trim().min(1).max(120).default('Licensed gaming operator'),
  LICENSE_URL: z.preprocess(blankToUndefined, httpUrl.optional()),
  /**
   * Mounts `/__crash`, a page that fails on purpose to show the error screen and send a
   * crash report. For test servers only: on a live site anyone could fill the log.
   */
  CRASH_PROBE: flag('false'),
});
