import { envSchema } from './config-env';

/**
 * docs/configuration.md, generated from the configuration schema (config-env.ts): every
 * environment variable the casino reads, grouped by what it configures, with its
 * default as the schema gives it and what it does. `npm run docs:config` writes the
 * file; config-doc.test.ts fails when the file and this generator disagree, and the
 * generator throws when a variable of the schema is missing here or one here is not in
 * the schema, so a new setting cannot ship undocumented.
 */
type Variable = keyof typeof envSchema.shape;

interface VariableDoc {
  /** What the default is when the schema's own (a value, or unset) would mislead. */
  shown?: string;
  /** What the variable does, in Markdown; links resolve from docs/. */
  text: string;
}

interface Section {
  title: string;
  variables: Partial<Record<Variable, VariableDoc>>;
}

export const CONFIG_SECTIONS: readonly Section[] = [
  {
    title: 'Server and network',
    variables: {
      PORT: { text: 'HTTP port for the API, socket and web app.' },
      HOST: { text: 'Interface to listen on.' },
      METRICS_TOKEN: {
        text: 'Turns on `GET /metrics` (Prometheus text format) on PORT for a bearer of this token (`Authorization: Bearer <token>`), at least 16 characters. Unset, `/metrics` is a 404 there.',
      },
      METRICS_HOST: {
        text: 'Serves `GET /metrics` on an address of its own (`10.0.0.5`, an internal interface) at METRICS_PORT, with no token unless METRICS_TOKEN is set too. Unset, no such listener.',
      },
      METRICS_PORT: { text: 'The port of the METRICS_HOST listener.' },
      PUBLIC_URL: {
        text: "The casino's public address (`https://casino.example`): Secure cookies when https, a trusted origin, and where e-mailed links point.",
      },
      CORS_ORIGINS: {
        text: 'Comma-separated extra origins allowed to call the API from a browser. CORS is closed otherwise.',
      },
      TRUST_PROXY: {
        text: 'Addresses or CIDR ranges of the proxies in front (`10.0.0.0/8, 127.0.0.1`); their `X-Forwarded-For` hops are believed; `false` believes none. Not `true`, which would believe every hop.',
      },
      BODY_LIMIT_BYTES: { text: 'Largest request body accepted (413 above).' },
      LOG_LEVEL: {
        text: '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`; JSON lines. Requests log at `debug`, 5xx at `error`, over 1 s at `warn`.',
      },
      NODE_ENV: { text: '`development`, `production` or `test`.' },
      WEB_DIST_DIR: { shown: '`packages/web/dist`', text: 'Where the built web app is served from.' },
      JOB_LEASE_SECONDS: {
        text: "How long a node's hold on a scheduled job's run lasts unless renewed (every third of it): a node that dies or stalls for longer has the run taken over by another. Shorter takes over sooner; too short, a node's long pause loses runs it was still doing, which the jobs then finish a second time harmlessly ([staying-up.md](staying-up.md#jobs)).",
      },
      CRASH_PROBE: {
        text: 'Mounts `/__crash`, a page that crashes on purpose (error screen, crash report). Test servers only: it lets anyone write to the log.',
      },
    },
  },
  {
    title: 'Storage and secrets',
    variables: {
      DATA_DIR: {
        text: 'Folder of the embedded PGlite database (used when `DATABASE_URL` is unset), of the generated `secret-key` (used when `SECRET_KEY` is unset), and of verification documents unless `S3_BUCKET` is set.',
      },
      SECRET_KEY: {
        shown: 'generated',
        text: '64 hex characters (`openssl rand -hex 32`): encrypts two-factor secrets at rest. Unset, a key is generated into `DATA_DIR/secret-key` (mode 0600) on first start and read thereafter. Several nodes behind one database must all be given the same `SECRET_KEY`.',
      },
      DATABASE_URL: {
        text: '`postgres://user:pass@host:5432/db`: use PostgreSQL through a connection pool instead of PGlite.',
      },
      DATABASE_POOL_SIZE: { text: 'Connections per node in the PostgreSQL pool.' },
      REDIS_URL: {
        text: '`redis://host:6379`: use Redis pub/sub for the event bus and Redis for shared rate limits, so several nodes act as one.',
      },
      S3_BUCKET: {
        text: 'Keep verification documents in this S3-compatible bucket (under `verification/`) instead of `DATA_DIR/verification-documents`.',
      },
      S3_ENDPOINT: {
        text: "The bucket's service when it is not AWS (`https://<account>.r2.cloudflarestorage.com`, MinIO); path-style addressing. Only with `S3_BUCKET`.",
      },
      S3_REGION: { text: "The bucket's region (`eu-west-1`, or `auto` for R2); required with `S3_BUCKET`." },
      S3_ACCESS_KEY_ID: {
        text: "The bucket's access key; with `S3_SECRET_ACCESS_KEY`, or neither to use the AWS SDK's own credentials (instance role, `AWS_*`).",
      },
      S3_SECRET_ACCESS_KEY: { text: 'Its secret.' },
    },
  },
  {
    title: 'Regions',
    variables: {
      COUNTRY_HEADER: {
        text: `Request header, set by your trusted edge (CDN, load balancer), that carries the visitor's country code. The edge must overwrite it on every request. Absent means unknown and allowed; twice, or malformed, means refused ([regions.md](regions.md)).`,
      },
      RESTRICTED_TERRITORIES: {
        text: 'Comma-separated country or region codes blocked in addition to the built-in list (prefix rule: `DE` also blocks `DE-BY`).',
      },
    },
  },
  {
    title: 'Sessions and rate limits',
    variables: {
      SESSION_TTL_DAYS: { text: 'Lifetime of a login session; refreshing or using it extends it.' },
      AUTH_RATE_LIMIT: {
        text: 'Login and register attempts allowed per window, per IP address and per account.',
      },
      AUTH_RATE_WINDOW_SECONDS: { text: 'Length of that window.' },
      PASSWORD_RATE_LIMIT: {
        text: 'Wrong passwords an account may give per window (vault, password change), 4x that per IP; then even the right one waits.',
      },
      PASSWORD_RATE_WINDOW_SECONDS: { text: 'Length of that window.' },
      RATE_LIMIT_PER_MINUTE: {
        text: 'Requests a minute one player (or address, logged out) may send to a state-changing route that sets no limit of its own.',
      },
      BET_RATE_LIMIT: {
        text: 'Bets and round actions one player may make per window on each node (counted in memory, no Redis round trip).',
      },
      BET_RATE_WINDOW_SECONDS: { text: 'Length of that window.' },
    },
  },
  {
    title: 'Login, e-mail and staff',
    variables: {
      GOOGLE_CLIENT_ID: {
        text: 'With `GOOGLE_CLIENT_SECRET`, turns Google login on (an OAuth client of type Web application whose redirect URI is `<site>/login/google`). Unset: the Google button is hidden.',
      },
      GOOGLE_CLIENT_SECRET: { text: `The OAuth client's secret.` },
      GOOGLE_ISSUER: {
        text: 'The OpenID Connect issuer read for Google login; `http://` only outside production or on localhost (tests run a local provider).',
      },
      SMTP_URL: {
        text: '`smtp://user:pass@host:587` (or `smtps://`): where e-mails (activation and break links) are sent. Without it they are written to the log.',
      },
      MAIL_FROM: { text: 'Sender of every e-mail.' },
      ADMIN_USERNAMES: {
        text: 'No longer read. It made staff of whoever registered a listed name; set, it now stops the start with a message naming `npm run staff` ([operating.md](operating.md#staff)), so an operator who relied on it learns why their staff have no rights.',
      },
    },
  },
  {
    title: 'Currencies, rates and the chain',
    variables: {
      SUPPORTED_CURRENCIES: {
        shown: 'all 13',
        text: 'Crypto currencies offered, in display order, comma separated (`BTC,ETH,USDT`).',
      },
      RATES_API_URL: {
        text: 'A CoinGecko-compatible price API (`/simple/price`); a static dated table is used without it.',
      },
      RATES_REFRESH_SECONDS: {
        text: 'How often live rates are fetched (5-3600); the last good rates stay on failure.',
      },
      RATES_MAX_AGE_SECONDS: {
        shown: '5 x refresh',
        text: 'A live price older than this pauses bets, withdrawals and payouts in its currency (503). Must exceed `RATES_REFRESH_SECONDS`.',
      },
      RATES_MAX_CHANGE_PERCENT: {
        text: 'A live price that moved more than this since the last accepted one is refused (and logged); zero and negative ones always are.',
      },
      CHAIN_ADAPTER: {
        text: 'The chain of every network without a `CHAIN_<NETWORK>`: the simulated chain, a demo of test coins from a faucet ([decision 0008](decisions/0008-simulated-chain-and-faucet.md)).',
      },
      CHAIN_BTC: {
        shown: 'simulated',
        text: "Bitcoin: `simulated` or `bitcoind:<URL of Bitcoin Core's JSON-RPC, with user and password>` ([chains.md](chains.md)).",
      },
      CHAIN_LTC: { shown: 'simulated', text: 'Litecoin: `simulated` or `bitcoind:<URL of Litecoin Core>`.' },
      CHAIN_DOGE: { shown: 'simulated', text: 'Dogecoin: `simulated` or `bitcoind:<URL of Dogecoin Core>`.' },
      CHAIN_ETH: {
        shown: 'simulated',
        text: "Ethereum (ETH and its ERC-20 tokens): `simulated` or `evm:<URL of a node's JSON-RPC>`.",
      },
      CHAIN_BSC: {
        shown: 'simulated',
        text: "BNB Smart Chain's BEP-20 tokens (USDT, ETH): `simulated` or `evm:<URL>`.",
      },
      CHAIN_BNB_BSC: { shown: 'simulated', text: 'BNB on BNB Smart Chain: `simulated` or `evm:<URL>`.' },
      CHAIN_ETH_TOKENS: {
        shown: 'none',
        text: 'The ERC-20 tokens taken on Ethereum, `CODE:0xcontract:decimals` separated by commas (USDT, USDC, DAI, TUSD, SHIB).',
      },
      CHAIN_BSC_TOKENS: {
        shown: 'none',
        text: 'The BEP-20 tokens taken on BNB Smart Chain, as `CHAIN_ETH_TOKENS` (USDT, ETH).',
      },
      BITCOIND_CHAIN: {
        text: 'Which chain the `bitcoind` nodes run (`main`, `test`, `regtest`): addresses and key paths differ.',
      },
      CHAIN_XPUB_EVM: {
        shown: 'from the signer',
        text: "The extended public key of `m/44'/60'/0'` that EVM deposit addresses derive from; needed with `SIGNER_URL` (`npm run signer -- xpubs` prints all four).",
      },
      CHAIN_XPUB_BTC: {
        shown: 'from the signer',
        text: "Bitcoin's account key (`m/84'/0'/0'`, `m/84'/1'/0'` off main).",
      },
      CHAIN_XPUB_LTC: {
        shown: 'from the signer',
        text: "Litecoin's account key (`m/84'/2'/0'`, `m/84'/1'/0'` off main).",
      },
      CHAIN_XPUB_DOGE: {
        shown: 'from the signer',
        text: "Dogecoin's account key (`m/44'/3'/0'`, `m/44'/1'/0'` off main).",
      },
      SIGNER_URL: {
        shown: 'in-process test key',
        text: 'The separate signer (`npm run signer`) that signs sweeps and withdrawals. Unset while a network is real, the casino signs in-process with a test key in `DATA_DIR/signer-test-key`, and refuses to on a public site.',
      },
      SIGNER_SECRET: {
        shown: 'none',
        text: 'The secret the casino and the signer share (at least 32 characters).',
      },
      CHAIN_POLL_SECONDS: {
        text: 'How often each real network is read: new blocks, confirmations, withdrawals in flight, sweeps.',
      },
      CHAIN_EVM_REPLACE_SECONDS: {
        text: 'An Ethereum or BNB Smart Chain transaction still not mined after this many seconds is sent again, same nonce, with a fee at least 12.5% higher.',
      },
      CHAIN_HOT_WALLET_FLOOR_USD: {
        text: 'A hot wallet worth less than this (USD) on a network is marked in the back office and logged; 0 turns it off.',
      },
      ALLOW_SIMULATED_CHAIN: {
        text: 'A public site (an `https` `PUBLIC_URL`) refuses to start while a supported currency has a simulated network; `true` runs such a public demo on purpose.',
      },
      TEST_FAUCET_USD_PER_HOUR: {
        text: `What one player may take from the simulated chain's faucet in a rolling hour, in USD at current rates.`,
      },
      WITHDRAWAL_DELAY_SECONDS: { text: 'How long a withdrawal waits, cancellable, before it is sent.' },
      SOLVENCY_CRON: {
        text: 'When the proof-of-solvency snapshot is taken, in cron syntax read in UTC (daily at midnight by default); `off` for none on a schedule, staff can still take one ([proof-of-solvency.md](proof-of-solvency.md)).',
      },
      WITHDRAWAL_STRANDED_SECONDS: {
        text: "How long a withdrawal may stay claimed for sending before it is taken to be stranded by a node that died mid-send; the wallet's job then asks the chain about its send key and completes, sends or refunds it, once ([staying-up.md](staying-up.md#jobs)). Keep it well above a send's longest time.",
      },
      WITHDRAWAL_REVIEW_USD: {
        text: 'Withdrawals totalling at least this many USD over 24 hours are held until a member of staff approves them ([back-office.md](back-office.md#four-eyes)); 0 for no review.',
      },
      ETH_RPC_URL: {
        text: 'Ethereum JSON-RPC endpoint for ENS name lookups (503 without it); each player may look up 30 names a minute.',
      },
    },
  },
  {
    title: 'Verification',
    variables: {
      KYC_WITHDRAW_LEVEL_USD: {
        text: '`LEVEL:USD`: withdrawals totalling more than USD over any 24 hours (each at its rate when asked for) need verification level LEVEL (1-4), else 403 `VERIFICATION_REQUIRED`; `off` for no rule ([limits.md](limits.md)).',
      },
      KYC_WITHDRAW_30_DAYS_USD: {
        text: "The same rule's total over any 30 days; `off` counts only the 24 hours.",
      },
      KYC_LEVEL1_REVIEW: {
        text: 'Level 1 (personal details) waits for staff review when `true`; by default it is approved as sent once the age and territory checks pass.',
      },
    },
  },
  {
    title: 'Games and bets',
    variables: {
      BET_MAX_USD: {
        text: "Largest wager, as its USD value at current rates (a game's own `maxBetUsd` may be lower).",
      },
      MAX_PROFIT_USD: {
        text: 'Largest profit of one bet, in USD: a single-draw bet that could win more is refused; a round of a game played in steps pays at most its stakes plus this ([games.md](games.md)).',
      },
      FREE_PLAYS_PER_MINUTE: {
        text: 'Free plays (bets of zero, a way to try a game) each player may make per minute on one node; `0` turns them off.',
      },
      HIGH_ROLLER_USD: { text: 'Bets worth at least this (USD) also go to the high rollers feed.' },
      GAMES_FILE: {
        text: 'A JSON file of catalogue changes applied at every start ([operating.md](operating.md#the-game-catalogue)).',
      },
      PROVIDERS_FILE: {
        text: 'A JSON file of game providers: id, name, signing scheme and key, launch URL, allowed addresses ([provider-protocol.md](provider-protocol.md)).',
      },
      STUDIO_KEY: {
        text: 'The secret the casino and the built-in studio sign callbacks with (32+ characters). Unset, one is generated into `DATA_DIR/studio-key`; give every node the same one.',
      },
      STUDIO: {
        text: 'Serve the built-in studio, Ante Studio, from this process. On a casino of several nodes keep it on one node and point STUDIO_URL there.',
      },
      STUDIO_PORT: {
        text: 'The port the built-in studio listens on (its own origin); `0` picks a free one.',
      },
      STUDIO_URL: {
        text: 'Where browsers reach the built-in studio; the casino launches its games at `/launch` there. Unset: `http://localhost:STUDIO_PORT`.',
      },
      STUDIO_DATABASE_URL: {
        text: "The studio's own database (PostgreSQL); unset, PGlite in `DATA_DIR/studio`.",
      },
      RG_PROFILE: {
        shown: '`standard`',
        text: 'The responsible-gambling profile: `standard`, or `ukgc` for the stricter UK rules. `ukgc` turns quick spin and autoplay off, holds the studio’s slot spins at least 2500 ms apart, refuses a player’s provider bet on a slot that opens a round less than 2.5 s after their last one (`LIMIT_EXCEEDED`), and keeps the session’s time and net result on screen in the studio’s slots. It wins over STUDIO_QUICK_SPIN, STUDIO_AUTOPLAY and a shorter STUDIO_MIN_SPIN_MS, and the start logs what it replaced ([reality-checks.md](reality-checks.md#the-ukgc-profile)).',
      },
      STUDIO_QUICK_SPIN: {
        text: 'Offer quick spin in the studio’s slots; `false` where a regulator forbids it. Always off with `RG_PROFILE=ukgc`.',
      },
      STUDIO_AUTOPLAY: {
        text: 'Offer autoplay in the studio’s slots; `false` where a regulator forbids it. Always off with `RG_PROFILE=ukgc`.',
      },
      STUDIO_MIN_SPIN_MS: {
        text: 'The least time a slot spin takes from the click to its result, in ms; at least 2500 with `RG_PROFILE=ukgc`.',
      },
      STUDIO_SHOW: {
        text: 'Run the live game show (Forge Wheel) with the built-in studio, and relay its rounds to this node’s sockets. With several nodes on one `STUDIO_DATABASE_URL`, one studio drives the rounds at a time (docs/game-show.md).',
      },
      STUDIO_SHOW_TIMINGS: {
        text: 'The show’s round in seconds: betting, closed (the booster), spin, bonus stage (when the wheel stops on a bonus), result. Five whole numbers, `15,3,7,6,5` by default: a round of 30 to 36 s.',
      },
      PROVIDER_SESSION_MINUTES: {
        text: "Minutes a provider's game session stays open without a call; every call extends it. Wins and rollbacks are taken after it ends.",
      },
      PROVIDER_CALLS_PER_MINUTE: { text: 'Callbacks one provider may make to one node per minute.' },
      IMAGE_HOST: {
        text: 'Image host (`https://images.example.com`): the browser loads game thumbnails through it, with `format=auto`, `width` and `quality`.',
      },
    },
  },
  {
    title: 'Chat',
    variables: {
      CHAT_REGIONS: {
        text: 'Chat rooms, one per region code, in the order the region picker lists them; the first is the default.',
      },
      CHAT_MIN_WAGER_USD: {
        text: 'Lifetime wagers (USD) before a player may write in chat; staff are exempt. Big casinos use about 500.',
      },
      CHAT_TIP_DAILY_USD: {
        text: 'USD a player may send through chat (tips shown in chat and rain) per rolling 24 hours.',
      },
      CHAT_RAIN_MIN_WAGER_USD: { text: 'USD a player must have wagered in the last 7 days to catch rain.' },
      CHAT_RETENTION_DAYS: { text: 'Days chat messages are kept; a job deletes older ones.' },
      CHAT_SEND_BURST: {
        text: 'Posts a player may make in chat per 2 seconds: messages, tips shown in a room and rains all count.',
      },
      CHAT_SEND_PER_MINUTE: { text: 'Posts a player may make in chat per minute, counted as above.' },
    },
  },
  {
    title: 'Real-time socket',
    variables: {
      SOCKET_INIT_TIMEOUT_MS: { text: 'A socket must send `connection_init` within this time.' },
      SOCKET_PING_TIMEOUT_MS: { text: 'A socket that stops pinging for this long is closed.' },
      SOCKET_MAX_MESSAGES_PER_SECOND: { text: 'Messages a socket may send per second before it is closed.' },
      SOCKET_SESSION_CHECK_MS: {
        text: `How often each node checks, in one query, that its logged-in sockets' sessions still live; expired or revoked ones lose private feeds.`,
      },
      SOCKETS_PER_ADDRESS: {
        text: 'Sockets one client address (after `TRUST_PROXY`) may hold open, counted across nodes in Redis (in memory without it); past it a socket is closed with 4430.',
      },
      SOCKET_LOGINS_PER_MINUTE: {
        text: '`login` frames one socket may send per minute; past it the socket is closed with 4431.',
      },
    },
  },
  {
    title: 'Rewards and competitions',
    variables: {
      WELCOME_BONUS_PERCENT: {
        text: "The welcome offer's bonus, as a percent of the first qualifying deposit after opting in; `0` turns the offer off.",
      },
      WELCOME_BONUS_MAX_USD: { text: 'Largest welcome bonus, as its USD value when it is recorded.' },
      WELCOME_BONUS_ROLLOVER: {
        text: `The bonus is paid once the player's counted stakes reach this many times deposit plus bonus ([operating.md](operating.md#welcome-offer-terms)).`,
      },
      WELCOME_BONUS_MAX_BET_USD: {
        text: 'While a bonus is open, a stake worth more than this (USD, doubles and splits included) counts nothing toward it.',
      },
      WELCOME_BONUS_DAYS: {
        text: 'Days from the deposit to meet that rollover; after that the bonus lapses.',
      },
      REWARD_CLAIM_DAYS: {
        text: 'Days a weekly or monthly bonus stays claimable once granted; an unclaimed one then lapses.',
      },
      WEEKLY_RACE_ENABLED: {
        text: 'Makes a weekly wager race on every game each week (Monday 00:00 to Monday 00:00 UTC), so Competitions has a race from the first day; `false` makes none.',
      },
      WEEKLY_RACE_POOL_USD: {
        text: `The weekly race's prize pool in USD, shared over its places in falling shares (first place the most).`,
      },
      WEEKLY_RACE_PLACES: {
        text: 'How many places the weekly race pays (1-100); the pool must give the last place at least a cent.',
      },
    },
  },
  {
    title: 'Global pot',
    variables: {
      JACKPOT_ENABLED: {
        text: 'The global pot; `false` turns it off (nothing contributes, nothing can win, the page says it is paused).',
      },
      JACKPOT_SEED_USD: { text: 'What the pot starts from, and restarts from after each win, in USD.' },
      JACKPOT_MAX_USD: {
        text: 'The most the pot grows to, in USD; past it stakes add nothing until it is won. The start checks it ([operating.md](operating.md#the-global-pot)).',
      },
      JACKPOT_CONTRIBUTION: {
        text: "Fraction of each qualifying stake's USD value added to the pot (`0.005` is 0.5%).",
      },
      JACKPOT_ODDS: {
        text: 'On average one win per this many USD staked at a 1% edge: a stake wins with a chance of its USD value times its edge / 1% over this ([rewards.md](rewards.md)).',
      },
      JACKPOT_MIN_BET_USD: { text: 'Smallest stake, in USD, that contributes to the pot and can win it.' },
      JACKPOT_ALLOW_PLAYER_EDGE: {
        text: '`true` lets the casino start with a pot whose return (cap / odds) reaches the smallest house edge, with a warning.',
      },
    },
  },
  {
    title: 'Site content',
    variables: {
      SUPPORT_EMAIL: { text: 'Shown on the error screen and in the footer.' },
      HELP_CENTER_URL: {
        text: "An outside help centre that the Support links open in a new tab. Unset, they open the casino's own help centre at `/help` ([help-centre.md](help-centre.md)).",
      },
      HELP_DIR: {
        text: 'A folder of your own help articles (`.md` files with front matter): one named like a shipped article replaces it, any other is added. Read once at start; a malformed article stops the start with its file name ([help-centre.md](help-centre.md)).',
      },
      SOCIAL_X_URL: { text: `The footer's X (Twitter) link.` },
      SOCIAL_TELEGRAM_URL: { text: `The footer's Telegram link.` },
      SOCIAL_INSTAGRAM_URL: { text: `The footer's Instagram link.` },
      LICENSE_TEXT: { text: `The words of the footer's licence badge (up to 120 characters).` },
      LICENSE_URL: { text: 'The licence the badge links to (a new tab); plain text without it.' },
    },
  },
];

interface SchemaDef {
  type: string;
  defaultValue?: unknown;
  in?: { def: SchemaDef };
  innerType?: { def: SchemaDef };
}

/** The default a schema entry gives an unset variable, read from its definition: a `.default()`, possibly inside a pipe (a transform after it), or none. */
function schemaDefault(def: SchemaDef): unknown {
  if (def.type === 'default') return def.defaultValue;
  if (def.type === 'pipe' && def.in) return schemaDefault(def.in.def);
  return undefined;
}

function shownDefault(name: Variable, doc: VariableDoc): string {
  if (doc.shown !== undefined) return doc.shown;
  const value = schemaDefault((envSchema.shape[name] as unknown as { def: SchemaDef }).def);
  if (value === undefined) return 'unset';
  if (value === '') return 'empty';
  return `\`${String(value)}\``;
}

export function configurationMarkdown(): string {
  const documented = CONFIG_SECTIONS.flatMap((section) => Object.keys(section.variables));
  const inSchema = Object.keys(envSchema.shape);
  const missing = inSchema.filter((name) => !documented.includes(name));
  const unknown = documented.filter((name) => !inSchema.includes(name));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(
      `config-doc.ts and config-env.ts disagree: undocumented ${missing.join(', ') || 'none'}; not in the schema ${unknown.join(', ') || 'none'}`,
    );
  }
  const lines = [
    '# Configuration',
    '',
    '<!-- Generated by `npm run docs:config` from packages/server/src/lib/config-doc.ts and the',
    'schema in config-env.ts; edit those, not this file. -->',
    '',
    'Every setting is an environment variable with a working default: `npm start` with none',
    'of them set is a complete casino on an embedded database. They are read once at start',
    'and validated; a malformed value stops the process with one line naming the variable',
    'and what it must be. Running several nodes, PostgreSQL and Redis is in',
    '[operating.md](operating.md).',
  ];
  for (const section of CONFIG_SECTIONS) {
    lines.push('', `## ${section.title}`, '');
    for (const [name, doc] of Object.entries(section.variables) as [Variable, VariableDoc][]) {
      lines.push(`- **\`${name}\`** (default ${shownDefault(name, doc)}): ${doc.text}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
