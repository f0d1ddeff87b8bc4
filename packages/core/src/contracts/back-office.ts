import { z } from 'zod';
import { hasStackedMarks, stackedMarksMessage } from '../validation/player-text';
import { exclusionSchema, usernameSchema } from './user';
import { amountStringSchema, cryptoCodeSchema } from './wallet';

/** A reason or note staff type: required, line breaks allowed but no other control or format characters, no stacked marks. */
export function staffTextSchema(label: string, max = 500) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`)
    .refine(
      (text) => !/(?!\n)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(text),
      `${label} must not hold control characters`,
    )
    .refine((text) => !hasStackedMarks(text), stackedMarksMessage(label));
}

export const idParamsSchema = z.object({ id: z.uuid('id must be an id') }).strict();

const pageQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
};

/**
 * A list's order as staff pick it: a column's key for ascending, the key after a "-" for
 * descending ("-createdAt"). Each list names the keys it sorts by and the server maps
 * each to a column, so no text from the query reaches the SQL. Left out, the list keeps
 * its own order (a queue oldest first, history newest first).
 */
function sortQuery(keys: readonly string[]) {
  const values = keys.flatMap((key) => [key, `-${key}`]);
  return {
    sort: z
      .string()
      .refine((value) => values.includes(value), `sort must be one of ${values.join(', ')}`)
      .optional(),
  };
}

/** The keys each back-office list sorts by. */
export const SORT_KEYS = {
  withdrawals: ['createdAt', 'valueUsd', 'username', 'currency'],
  adjustments: ['requestedAt', 'amount', 'username', 'currency'],
  risk: ['raisedAt', 'seenAt', 'dismissedAt', 'kind', 'username'],
  players: ['username', 'createdAt', 'lastSeenAt'],
} as const;

// ---------------------------------------------------------------- withdrawals

export const ADMIN_WITHDRAWAL_STATES = [
  'review',
  'pending',
  'processing',
  'sent',
  'completed',
  'cancelled',
  'failed',
] as const;

export const adminWithdrawalsQuerySchema = z
  .object({
    /** `review`: held and waiting for a decision (the default); otherwise a status. */
    state: z.enum(ADMIN_WITHDRAWAL_STATES).default('review'),
    userId: z.uuid('userId must be an account id').optional(),
    ...pageQuery,
    ...sortQuery(SORT_KEYS.withdrawals),
  })
  .strict();

export const adminWithdrawalSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  currency: z.string(),
  network: z.string(),
  address: z.string(),
  amount: z.string(),
  fee: z.string(),
  valueUsd: z.string().nullable(),
  status: z.string(),
  review: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewNote: z.string().nullable(),
  txHash: z.string().nullable(),
  /** The sent transaction's confirmations as the chain job last saw them. */
  confirmations: z.number().int(),
  /** What the network needs before the withdrawal is completed. */
  confirms: z.number().int(),
  createdAt: z.string(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
export const adminWithdrawalsSchema = z.object({
  withdrawals: z.array(adminWithdrawalSchema),
  total: z.number(),
});

export const approveWithdrawalRequestSchema = z.object({ note: staffTextSchema('note').optional() }).strict();
export const rejectWithdrawalRequestSchema = z.object({ reason: staffTextSchema('reason') }).strict();

// ---------------------------------------------------------------- balance adjustments

export const adjustmentRequestSchema = z
  .object({
    currency: cryptoCodeSchema,
    /** Signed decimal: positive credits the player, negative debits them. */
    amount: amountStringSchema.regex(
      /^-?\d{1,20}(\.\d{1,18})?$/,
      'amount must be a decimal such as 10 or -2.5',
    ),
    reason: staffTextSchema('reason'),
  })
  .strict();

export const adjustmentSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  currency: z.string(),
  amount: z.string(),
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const adjustmentsQuerySchema = z
  .object({
    status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
    userId: z.uuid('userId must be an account id').optional(),
    ...pageQuery,
    ...sortQuery(SORT_KEYS.adjustments),
  })
  .strict();
export const adjustmentsSchema = z.object({ adjustments: z.array(adjustmentSchema), total: z.number() });
export const decideAdjustmentRequestSchema = z.object({ note: staffTextSchema('note').optional() }).strict();

// ---------------------------------------------------------------- players

export const playerSearchQuerySchema = z
  .object({
    /** A name (or its start), an e-mail, an account id, a deposit address or an IP address. */
    q: z.string().trim().min(1, 'Type something to search for').max(200, 'q is at most 200 characters'),
    ...pageQuery,
    ...sortQuery(SORT_KEYS.players),
  })
  .strict();

export const playerSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  locked: z.boolean(),
  /** What matched: `name`, `email`, `id`, `address` or `ip`. */
  matched: z.string(),
});
export type PlayerSummary = z.infer<typeof playerSummarySchema>;
export const playerSearchSchema = z.object({ players: z.array(playerSummarySchema), total: z.number() });

export const playerNoteSchema = z.object({
  id: z.string(),
  author: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

export const playerDetailSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  role: z.string(),
  rank: z.number(),
  xpUsd: z.string(),
  country: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  twoFactor: z.boolean(),
  locked: z.object({ at: z.string(), reason: z.string().nullable() }).nullable(),
  excludedUntil: z.string().nullable(),
  excludedPermanently: z.boolean(),
  /** The break that keeps the player from playing now (a time-out, a self-exclusion, or one ended and not yet reopened); null when none. */
  exclusion: exclusionSchema.nullable(),
  verification: z.object({ complete: z.number(), pending: z.number(), required: z.number() }),
  /** Per currency: main and vault balances. */
  balances: z.array(z.object({ currency: z.string(), main: z.string(), vault: z.string() })),
  chatMuted: z.boolean(),
  referrer: z.object({ id: z.string(), username: z.string() }).nullable(),
  referredCount: z.number(),
  sessions: z.array(
    z.object({
      id: z.string(),
      ip: z.string().nullable(),
      device: z.string().nullable(),
      createdAt: z.string(),
      lastUsedAt: z.string(),
      live: z.boolean(),
    }),
  ),
  rounds: z.array(
    z.object({
      id: z.string(),
      game: z.string(),
      currency: z.string(),
      amount: z.string(),
      payout: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  transfers: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      currency: z.string(),
      /** Signed for the player: positive into one of their accounts. */
      amount: z.string(),
      account: z.string(),
      reference: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  notes: z.array(playerNoteSchema),
  /** Open risk flags (the risk scan's), newest first. */
  flags: z.array(z.lazy(() => riskFlagSchema)),
  depositAddresses: z.array(z.object({ network: z.string(), address: z.string() })),
});
export type PlayerDetail = z.infer<typeof playerDetailSchema>;

export const lockPlayerRequestSchema = z.object({ reason: staffTextSchema('reason') }).strict();
export const playerNoteRequestSchema = z.object({ body: staffTextSchema('note', 2000) }).strict();
export const playerActionSchema = z.object({
  id: z.string(),
  locked: z.boolean(),
  sessionsEnded: z.number(),
});

// ---------------------------------------------------------------- overview

export const overviewQuerySchema = z
  .object({
    days: z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(7), z.literal(30)]))
      .default(1),
  })
  .strict();

const usd = z.string();
export const overviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    bets: z.number(),
    wageredUsd: usd,
    ggrUsd: usd,
    bonusesUsd: usd,
    rakebackUsd: usd,
    commissionUsd: usd,
    potUsd: usd,
    ngrUsd: usd,
    depositsUsd: usd,
    withdrawalsUsd: usd,
    activePlayers: z.number(),
    signups: z.number(),
  }),
  byGame: z.array(
    z.object({ game: z.string(), provider: z.string(), bets: z.number(), wageredUsd: usd, ggrUsd: usd }),
  ),
  byProvider: z.array(z.object({ provider: z.string(), bets: z.number(), wageredUsd: usd, ggrUsd: usd })),
  byCurrency: z.array(
    z.object({
      currency: z.string(),
      bets: z.number(),
      wagered: z.string(),
      ggr: z.string(),
      wageredUsd: usd,
      ggrUsd: usd,
      deposits: z.string(),
      withdrawals: z.string(),
    }),
  ),
  /** GGR per UTC day over the period (30 days for the 30-day view, else 7 or 1). */
  daily: z.array(z.object({ day: z.string(), ggrUsd: usd })),
  /**
   * The rounds' figures checked against the ledger's: per currency, what the period's
   * settled rounds staked and paid, and what their `round:` transfers moved; plus the
   * ledger's own check. `agree` only when every pair matches and the check is clean.
   */
  reconciliation: z.object({
    agree: z.boolean(),
    ledgerProblems: z.array(z.string()),
    currencies: z.array(
      z.object({
        currency: z.string(),
        roundsStaked: z.string(),
        ledgerStaked: z.string(),
        roundsPaid: z.string(),
        ledgerPaid: z.string(),
        agree: z.boolean(),
      }),
    ),
  }),
});
export type Overview = z.infer<typeof overviewSchema>;

export const ledgerStateSchema = z.object({
  checkedAt: z.string(),
  ok: z.boolean(),
  problems: z.array(z.object({ kind: z.string(), detail: z.string() })),
  /** Every platform account with a balance: house shards summed per currency. */
  accounts: z.array(
    z.object({ kind: z.string(), currency: z.string(), balance: z.string(), usd: z.string().nullable() }),
  ),
  /** Each network served by a real node, as the chain job last saw it; empty when all are simulated. */
  chains: z.array(
    z.object({
      network: z.string(),
      kind: z.string(),
      healthy: z.boolean(),
      height: z.string().nullable(),
      error: z.string().nullable(),
      checkedAt: z.string(),
      downSince: z.string().nullable(),
      hotAddress: z.string().nullable(),
      /** Decimal amounts by currency. */
      hotBalances: z.record(z.string(), z.string()),
      hotValueUsd: z.string().nullable(),
      /** Under CHAIN_HOT_WALLET_FLOOR_USD: fund it before withdrawals fail. */
      belowFloor: z.boolean(),
      sweepBacklog: z.number().int(),
    }),
  ),
});
export type LedgerState = z.infer<typeof ledgerStateSchema>;

// ---------------------------------------------------------------- games and providers

export const adminGameSchema = z.object({
  slug: z.string(),
  name: z.string(),
  provider: z.string(),
  providerId: z.string().nullable(),
  rtp: z.string(),
  enabled: z.boolean(),
  minBetUsd: z.string(),
  maxBetUsd: z.string(),
  /** The lobby lists games by this, highest first. */
  popularity: z.number(),
});
export const adminGamesSchema = z.object({ games: z.array(adminGameSchema) });

const usdLimit = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'a USD amount with at most 2 decimals, such as 0.1 or 5000');

export const adminGameParamsSchema = z
  .object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'slug must be a game slug such as dice') })
  .strict();

export const configureGameRequestSchema = z
  .object({
    enabled: z.boolean().optional(),
    minBetUsd: usdLimit.optional(),
    maxBetUsd: usdLimit.optional(),
    popularity: z.number().int().min(0).max(1_000_000).optional(),
  })
  .strict()
  .refine(
    (body) => Object.keys(body).length > 0,
    'Say what to change: enabled, minBetUsd, maxBetUsd or popularity',
  );

export const adminProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  scheme: z.string(),
  launchUrl: z.string(),
  games: z.array(z.string()),
  /** The provider's house account per currency: its bets in, its wins out. */
  balances: z.array(z.object({ currency: z.string(), balance: z.string() })),
  rounds: z.array(
    z.object({
      id: z.string(),
      game: z.string(),
      username: z.string(),
      currency: z.string(),
      amount: z.string(),
      payout: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export const adminProvidersSchema = z.object({ providers: z.array(adminProviderSchema) });

// ---------------------------------------------------------------- the global pot

const positiveUsd = (field: string) =>
  usdLimit.refine((value) => /[1-9]/.test(value), `${field} must be above zero`);

/** The pot's terms as staff set them: the whole set at once, amounts in USD. */
export const potTermsSchema = z
  .object({
    enabled: z.boolean(),
    /** What the pot starts from, and restarts from after each win. */
    seedUsd: usdLimit,
    /** The most it grows to. */
    maxUsd: positiveUsd('maxUsd'),
    /** The share of each qualifying stake's USD value it grows by ("0.005" is 0.5%). */
    contribution: z
      .string()
      .regex(
        /^(0(\.\d{1,6})?|1(\.0{1,6})?)$/,
        'a fraction from 0 to 1 with at most 6 decimals, such as 0.005',
      ),
    /** On average one win per this many USD staked (at a 1% edge). */
    oddsUsd: positiveUsd('oddsUsd'),
    /** The smallest stake that adds to the pot and can win it. */
    minBetUsd: positiveUsd('minBetUsd'),
  })
  .strict();
export type PotTermsRequest = z.infer<typeof potTermsSchema>;

const potTermValuesSchema = z.object({
  enabled: z.boolean(),
  seedUsd: z.string(),
  maxUsd: z.string(),
  contribution: z.string(),
  oddsUsd: z.string(),
  minBetUsd: z.string(),
});

export const adminPotSchema = z.object({
  /** The terms in force. */
  terms: potTermValuesSchema,
  /** The operator's JACKPOT_* settings, in force whenever staff have set no terms. */
  settings: potTermValuesSchema,
  /** Who set the terms in force and when; null while they are the settings. */
  setBy: z.string().nullable(),
  setAt: z.string().nullable(),
  /** The pot now, in USD to the cent. */
  amountUsd: z.string(),
  /** The most every reward together gives back, pot at its cap included, as a percent of the house edge. */
  rewardSharePercent: z.string(),
  /** The percent of the edge rewards are held under. */
  shareLimitPercent: z.string(),
  /** Whether the operator lets the pot take rewards past that limit (JACKPOT_ALLOW_PLAYER_EDGE). */
  allowPlayerEdge: z.boolean(),
});
export type AdminPot = z.infer<typeof adminPotSchema>;

// ---------------------------------------------------------------- risk flags

export const riskFlagSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  kind: z.string(),
  key: z.string(),
  evidence: z.record(z.string(), z.unknown()),
  raisedAt: z.string(),
  seenAt: z.string(),
  dismissed: z.object({ at: z.string(), by: z.string().nullable(), note: z.string().nullable() }).nullable(),
});
export type RiskFlag = z.infer<typeof riskFlagSchema>;

export const riskQuerySchema = z
  .object({
    status: z.enum(['open', 'dismissed']).default('open'),
    userId: z.uuid('userId must be an account id').optional(),
    ...pageQuery,
    ...sortQuery(SORT_KEYS.risk),
  })
  .strict();
export const riskFlagsSchema = z.object({ flags: z.array(riskFlagSchema), total: z.number() });
export const dismissFlagRequestSchema = z.object({ note: staffTextSchema('note') }).strict();
export const riskScanSchema = z.object({ raised: z.number(), open: z.number() });

// ---------------------------------------------------------------- lists staff pick from

/**
 * The text staff type into a list's search box: optional, and empty means no filter. It
 * only ever becomes a bound LIKE pattern, but control characters are refused so a
 * pasted NUL or escape sequence gets a clear 400 rather than a database error.
 */
function searchTextSchema(label: string, max = 100) {
  return z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .refine((text) => !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(text), `${label} must not hold control characters`)
    .transform((text) => (text === '' ? undefined : text))
    .optional();
}

/** GET /admin/affiliate/campaigns: `q` is the start of a campaign's code or name, or of its owner's username. */
export const adminCampaignsQuerySchema = z.object({ q: searchTextSchema('q'), ...pageQuery }).strict();

export const adminCampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  ownerId: z.string(),
  ownerUsername: z.string(),
  isDefault: z.boolean(),
  /** The percent it earns now: staff's own, or the casino's default. */
  commissionPercent: z.number(),
  /** Whether staff set the percent (false: it follows the default). */
  customPercent: z.boolean(),
  referrals: z.number(),
  createdAt: z.string(),
});
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;
export const adminCampaignsSchema = z.object({ campaigns: z.array(adminCampaignSchema), total: z.number() });

/** GET /admin/chat/messages: either filter, both, or neither for every room. */
export const adminChatMessagesQuerySchema = z
  .object({
    region: z
      .string()
      .trim()
      .toLowerCase()
      // The form CHAT_REGIONS allows (en, pt-br); whether the room exists is the server's to say.
      .regex(/^[a-z]{2}(-[a-z]{2})?$/, 'region must be a chat region such as en or pt-br')
      .optional(),
    username: usernameSchema.optional(),
    ...pageQuery,
  })
  .strict();

export const adminChatMessageSchema = z.object({
  id: z.string(),
  region: z.string(),
  userId: z.string(),
  username: z.string(),
  /** As the player wrote it: shown literally, never as HTML. */
  message: z.string(),
  createdAt: z.string(),
  /** When staff (or a mute that removed messages) took it out of the room; null while it shows. */
  deletedAt: z.string().nullable(),
});
export type AdminChatMessage = z.infer<typeof adminChatMessageSchema>;
export const adminChatMessagesSchema = z.object({
  messages: z.array(adminChatMessageSchema),
  total: z.number(),
});
