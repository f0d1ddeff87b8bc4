import { randomUUID } from 'node:crypto';
import {
  CRYPTO_CURRENCIES,
  formatMultiplier,
  isCryptoCode,
  parseAmount,
  payoutOf,
  toDecimalString,
} from '@ante/core';
import { z } from 'zod';
import { playRound as playSlotRound, type RoundSpin } from '../slot/spin';
import { betLevels } from './bet-levels';
import { CasinoRefusal, CasinoUnreachable } from './casino-client';
import type { StudioDeps } from './deps';
import { currentSeedPair } from './seeds';
import { readSessionPlay } from './session-play';
import { StudioError } from './studio-error';

export const spinSchema = z.strictObject({
  sessionKey: z.string().min(1).max(128),
  bet: z.string().regex(/^\d{1,20}(\.\d{1,18})?$/, 'bet must be a decimal string'),
});

export type SessionRow = {
  key: string;
  mode: 'real' | 'demo';
  casino_session_id: string | null;
  player_key: string;
  game: string;
  currency: string;
  demo_balance: string | null;
};

export async function liveSession(deps: StudioDeps, key: string): Promise<SessionRow> {
  const [session] = await deps.store.query<SessionRow>(
    `SELECT key, mode, casino_session_id, player_key, game, currency, demo_balance::text AS demo_balance
     FROM studio_sessions WHERE key = $1 AND expires_at > now()`,
    [key],
  );
  if (!session)
    throw new StudioError(401, 'SESSION_EXPIRED', 'This game session has ended. Reopen the game.');
  return session;
}

/**
 * A round's spins as JSON: every bigint in them is a multiplier (fixed point, 10^-8),
 * written as its decimal ("2.5"), the form the round's own multiplier takes.
 */
export function spinsAsJson(spins: readonly RoundSpin[]): unknown[] {
  return JSON.parse(
    JSON.stringify(spins, (_key, value) => (typeof value === 'bigint' ? formatMultiplier(value) : value)),
  );
}

/**
 * The status the client gets for a refusal of the casino. The casino's message is the
 * player's to read (it names the limit, the break), so it is passed on as it came;
 * only an ended session gets the studio's own words, which say what to do.
 */
export const REFUSAL_STATUS: Record<string, number> = {
  INSUFFICIENT_FUNDS: 402,
  LIMIT_EXCEEDED: 403,
  PLAYER_BLOCKED: 403,
  GAME_UNAVAILABLE: 403,
  SESSION_EXPIRED: 401,
};

/** The payout of `bet` at `multiplier`, cut to the currency's precision, never rounded up. */
function payoutIn(currency: string, bet: bigint, multiplier: bigint): bigint {
  const decimals = isCryptoCode(currency) ? CRYPTO_CURRENCIES[currency].significantDigits : 8;
  const step = 10n ** BigInt(18 - decimals);
  return (payoutOf(bet, multiplier) / step) * step;
}

/**
 * One paid spin and the free spins it leads to, as one round. The outcome comes from
 * the player's seed pair at its current nonce (the studio's own provably-fair scheme,
 * docs/studio-slot.md). For real money the round is recorded before the casino is
 * called, so a crash leaves a trace to finish: the bet is asked for (`bet`), and only
 * once it is taken does the nonce advance and the win (zero for a loss) close the
 * round. A bet whose answer is lost is rolled back (settle-pending.ts): the player
 * never saw its outcome, so its nonce plays again. A win whose answer is lost is sent
 * again until the casino confirms it, which the protocol accepts even after the
 * session ended.
 */
export async function playRound(deps: StudioDeps, input: z.infer<typeof spinSchema>) {
  const session = await liveSession(deps, input.sessionKey);
  const game = deps.games.get(session.game);
  if (!game) throw new StudioError(404, 'GAME_NOT_FOUND', 'This game is no longer served.');
  const levels = betLevels(session.currency);
  const bet = parseAmount(input.bet);
  if (!levels.some((level) => parseAmount(level) === bet)) {
    throw new StudioError(400, 'INVALID_BET', 'Choose one of the game’s bet levels.');
  }
  return deps.locks.run(session.player_key, async () => {
    await holdToMinimumSpinTime(deps, session.key);
    const seed = await currentSeedPair(deps.store.query, session.player_key);
    const round = playSlotRound(game.document, {
      serverSeed: seed.serverSeed,
      clientSeed: seed.clientSeed,
      nonce: seed.nonce,
    });
    const payout = payoutIn(session.currency, bet, round.multiplier);
    const id = randomUUID();
    const view = {
      id,
      bet: toDecimalString(bet),
      currency: session.currency,
      payout: toDecimalString(payout),
      multiplier: formatMultiplier(round.multiplier),
      nonce: seed.nonce,
      spins: spinsAsJson(round.spins),
    };
    const record = (status: string, query = deps.store.query) =>
      query(
        `INSERT INTO studio_rounds (id, session_key, player_key, mode, game, currency, bet, payout, multiplier,
           seed_id, nonce, nonces_used, spins, status, settled_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
           CASE WHEN $14 = 'settled' THEN now() END)`,
        [
          id,
          session.key,
          session.player_key,
          session.mode,
          game.slug,
          session.currency,
          view.bet,
          view.payout,
          view.multiplier,
          seed.id,
          seed.nonce,
          round.noncesUsed,
          JSON.stringify(view.spins),
          status,
        ],
      );
    const advanceNonce = (query = deps.store.query) =>
      query('UPDATE studio_seeds SET nonce = nonce + $2 WHERE id = $1 AND nonce = $3', [
        seed.id,
        round.noncesUsed,
        seed.nonce,
      ]);

    if (session.mode === 'demo') {
      const balance = await deps.store.transaction(async (query) => {
        const [row] = await query<{ demo_balance: string }>(
          'SELECT demo_balance::text AS demo_balance FROM studio_sessions WHERE key = $1 FOR UPDATE',
          [session.key],
        );
        const before = parseAmount(row?.demo_balance ?? '0', { allowZero: true });
        if (before < bet)
          throw new StudioError(402, 'INSUFFICIENT_FUNDS', 'Your demo balance does not cover this bet.');
        const after = toDecimalString(before - bet + payout);
        await query('UPDATE studio_sessions SET demo_balance = $2 WHERE key = $1', [session.key, after]);
        await advanceNonce(query);
        // In the same transaction as the balance, so a demo round is never paid without its record.
        await record('settled', query);
        return after;
      });
      return { round: view, balance, session: await readSessionPlay(deps.store.query, session.key) };
    }

    if (!session.casino_session_id) throw new Error('a real session without the casino’s session');
    await record('betting');
    let afterBet: string;
    try {
      afterBet = (
        await deps.casino.call('bet', {
          sessionId: session.casino_session_id,
          transactionId: `${id}:bet`,
          roundId: id,
          amount: view.bet,
        })
      ).balance;
    } catch (error) {
      if (error instanceof CasinoRefusal) {
        await deps.store.query("UPDATE studio_rounds SET status = 'refused' WHERE id = $1", [id]);
        const message =
          error.code === 'SESSION_EXPIRED' ? 'This game session has ended. Reopen the game.' : error.message;
        throw new StudioError(REFUSAL_STATUS[error.code] ?? 409, error.code, message);
      }
      if (error instanceof CasinoUnreachable) {
        await deps.store.query("UPDATE studio_rounds SET status = 'rollback_pending' WHERE id = $1", [id]);
        throw new StudioError(503, 'UNAVAILABLE', 'The spin did not go through; your balance is unchanged.');
      }
      throw error;
    }
    await deps.store.transaction(async (query) => {
      await advanceNonce(query);
      await query("UPDATE studio_rounds SET status = 'win_pending' WHERE id = $1", [id]);
      // The casino paces bets by when it took them (RG_PROFILE=ukgc does), so the next
      // spin's wait runs from after this bet was taken: a spin this studio allows then
      // never reaches the casino sooner than the least time after the last one.
      if (deps.minSpinMs > 0) {
        await query('UPDATE studio_sessions SET last_spin_at = now() WHERE key = $1', [session.key]);
      }
    });
    const balance = await sendWin(deps, {
      id,
      casinoSessionId: session.casino_session_id,
      payout: view.payout,
    }).catch((error) => {
      deps.log.warn({ round: id, err: (error as Error).message }, 'a win will be sent again');
      return toDecimalString(parseAmount(afterBet, { allowZero: true }) + payout);
    });
    return { round: view, balance, session: await readSessionPlay(deps.store.query, session.key) };
  });
}

/**
 * The operator's least time between spins (STUDIO_MIN_SPIN_MS; UK rules ask 2.5 s),
 * held here as well as in the client's animation, so no client can spin faster.
 */
async function holdToMinimumSpinTime(deps: StudioDeps, sessionKey: string): Promise<void> {
  if (deps.minSpinMs <= 0) return;
  const allowed = await deps.store.query(
    `UPDATE studio_sessions SET last_spin_at = now()
     WHERE key = $1 AND (last_spin_at IS NULL OR last_spin_at <= now() - make_interval(secs => $2))
     RETURNING key`,
    [sessionKey, deps.minSpinMs / 1000],
  );
  if (allowed.length === 0) {
    throw new StudioError(429, 'TOO_FAST', `Spins here are at least ${deps.minSpinMs / 1000} seconds apart.`);
  }
}

/** Sends a round's win (zero for a loss) and closes it; the same request every time, so a retry is a replay. */
export async function sendWin(
  deps: StudioDeps,
  round: { id: string; casinoSessionId: string; payout: string },
): Promise<string> {
  const answer = await deps.casino.call('win', {
    sessionId: round.casinoSessionId,
    transactionId: `${round.id}:win`,
    roundId: round.id,
    amount: round.payout,
    roundClosed: true,
  });
  await deps.store.query("UPDATE studio_rounds SET status = 'settled', settled_at = now() WHERE id = $1", [
    round.id,
  ]);
  return answer.balance;
}
