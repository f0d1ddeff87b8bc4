import { z } from 'zod';

/**
 * The live game show (docs/game-show.md): one round at a time for every player on every
 * casino node. The studio that runs the show serves its state at
 * `GET /studio/api/show/state`; each casino node relays it to its sockets on the public
 * `show` feed and answers the latest one at `GET /api/shows/{slug}`. These schemas are
 * that state's one definition, read by the studio, the casino and the browser.
 *
 * Every time is epoch milliseconds by the studio's clock (its database's `now()`), the
 * clock that decides when betting closes. What is not yet public is null: the booster
 * until betting closes, the segment and the bonus until the spin starts, the seed until
 * the result is shown. `resultAt` is null until the spin starts, because how long the
 * round runs tells whether the wheel stops on a bonus.
 */

export const SHOW_PHASES = ['betting', 'closed', 'spinning', 'bonus', 'result', 'void'] as const;
export type ShowPhase = (typeof SHOW_PHASES)[number];

export const showBoosterSchema = z.object({
  /** The boosted spot's id, or null when the hammer fell on none. */
  spot: z.string().nullable(),
  multiplier: z.number().int().min(1),
});

export const showBonusSchema = z.object({
  spot: z.string(),
  kind: z.enum(['pick', 'wheel']),
  /** The ember picked (pick) or the bonus wheel's segment (wheel). */
  index: z.number().int().min(0),
  /** What the bonus pays for a unit stake, stake included, before the boost. */
  multiplier: z.number().int().min(1),
});

/** One winner of a settled round, as the show names them (null: a private player). */
export const showWinnerSchema = z.object({
  username: z.string().nullable(),
  currency: z.string(),
  /** What was paid back, stake included, as a decimal string in `currency`. */
  amount: z.string(),
});

export const showRoundSchema = z.object({
  /** The round's number: rounds are numbered 1, 2, 3… with none skipped or repeated. */
  id: z.number().int().min(1),
  /** The hash chain's link published for this round before its betting opened: SHA-256 of its seed. */
  hash: z.string(),
  phase: z.enum(SHOW_PHASES),
  opensAt: z.number(),
  closesAt: z.number(),
  spinAt: z.number(),
  /** When the bonus stage starts (null: no bonus, or not yet public). */
  bonusAt: z.number().nullable(),
  /** When the result is shown and paid (null until the spin starts). */
  resultAt: z.number().nullable(),
  /** When the next round's betting opens (null until the spin starts). */
  nextAt: z.number().nullable(),
  booster: showBoosterSchema.nullable(),
  segmentIndex: z.number().int().min(0).nullable(),
  segment: z.string().nullable(),
  bonus: showBonusSchema.nullable(),
  /** The winning spot's payout for a unit stake, stake included, boost applied (null until the spin). */
  multiplier: z.number().nullable(),
  /** The round's seed, revealed with the result; it hashes to `hash`. */
  seed: z.string().nullable(),
  /** Distinct players with a bet in this round, and per spot. */
  bettors: z.number().int().min(0),
  spotBettors: z.record(z.string(), z.number().int().min(0)),
  /** Set once the round is paid: `settled`, or `void` when every bet was refunded. */
  settled: z.enum(['settled', 'void']).nullable(),
});
export type ShowRound = z.infer<typeof showRoundSchema>;

/** A finished round in the results strip and the history. */
export const showResultSchema = z.object({
  id: z.number().int(),
  segmentIndex: z.number().int().nullable(),
  segment: z.string().nullable(),
  booster: showBoosterSchema.nullable(),
  bonus: showBonusSchema.nullable(),
  multiplier: z.number().nullable(),
  void: z.boolean(),
});
export type ShowResult = z.infer<typeof showResultSchema>;

export const showStateSchema = z.object({
  game: z.string(),
  /** The studio's clock when this state was read, to set a browser's countdown by. */
  now: z.number(),
  /** The chain's salt and terminal hash, published before round 1 of the chain. */
  salt: z.string(),
  terminalHash: z.string(),
  round: showRoundSchema.nullable(),
  /** The last 20 finished rounds, newest first. */
  history: z.array(showResultSchema).max(20),
  /** The last settled round's winners, largest first, at most 20. */
  winners: z.object({ roundId: z.number().int(), list: z.array(showWinnerSchema).max(20) }).nullable(),
});
export type ShowState = z.infer<typeof showStateSchema>;

/** The studio's show API, called by the browser with the studio session a launch token opened. */
export const showSessionRequestSchema = z.strictObject({
  token: z.string().min(1).max(256),
  game: z.string().min(1).max(64),
});
export const showSessionResponseSchema = z.object({
  sessionKey: z.string(),
  currency: z.string(),
  balance: z.string(),
  username: z.string().nullable(),
  /** The chip values offered, smallest first, as decimal strings in `currency`. */
  chips: z.array(z.string()),
});

export const showBetRequestSchema = z.strictObject({
  sessionKey: z.string().min(1).max(128),
  /** The round the player saw open; a bet for any other round is refused. */
  roundId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  spot: z.string().min(1).max(32),
  amount: z.string().regex(/^\d{1,20}(\.\d{1,18})?$/, 'amount must be a decimal string such as "0.001"'),
});
export const showPlayerBetSchema = z.object({
  id: z.string(),
  roundId: z.number().int(),
  spot: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(['pending', 'placed', 'refused', 'won', 'lost', 'refunded']),
  /** What this bet paid back, stake included (null until the round settles). */
  payout: z.string().nullable(),
});
export type ShowPlayerBet = z.infer<typeof showPlayerBetSchema>;
export const showBetResponseSchema = z.object({
  bet: showPlayerBetSchema,
  balance: z.string(),
});
/** GET /studio/api/show/bets?sessionKey=…: the player's bets in the current and the last round. */
export const showPlayerBetsResponseSchema = z.object({ bets: z.array(showPlayerBetSchema) });

/** One round's full record, for anyone to recompute: GET /studio/api/show/rounds/{id}. */
export const showRoundRecordSchema = showRoundSchema.extend({
  chain: z.object({ salt: z.string(), terminalHash: z.string(), firstRound: z.number().int() }),
  /** The seeds used: server seed the round's seed, client seed the salt, nonce its number in the chain. */
  nonce: z.number().int(),
  document: z.object({ url: z.string(), sha256: z.string() }),
});
export type ShowRoundRecord = z.infer<typeof showRoundRecordSchema>;
