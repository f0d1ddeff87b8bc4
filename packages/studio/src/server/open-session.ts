import { randomBytes } from 'node:crypto';
import { parseAmount, toDecimalString } from '@ante/core';
import { z } from 'zod';
import { betLevels, defaultBet } from './bet-levels';
import { CasinoRefusal, CasinoUnreachable } from './casino-client';
import type { StudioDeps } from './deps';
import { currentSeedPair } from './seeds';
import { StudioError } from './studio-error';

export const openSessionSchema = z.strictObject({
  token: z.string().min(1).max(256).nullable(),
  game: z.string().min(1).max(64),
  currency: z.string().min(1).max(16),
  mode: z.enum(['real', 'demo']),
});

/** How long a studio session lasts; the casino's own session decides when money may move. */
const SESSION_HOURS = 24;
/** A demo session's play money: a hundred thousand of the smallest bets. */
const DEMO_BALANCE_STEPS = 100_000n;

function demoBalance(smallest: string): string {
  return toDecimalString(parseAmount(smallest) * DEMO_BALANCE_STEPS);
}

/**
 * Opens the game for the browser: for real money the launch token is exchanged with
 * the casino (`authenticate`) for its session, whose player and currency the studio
 * then plays for; a demo gets play money and touches no casino. Answers what the
 * client draws: balance, bet levels, the player's seed commitment, the document and
 * its published figures.
 */
export async function openSession(deps: StudioDeps, input: z.infer<typeof openSessionSchema>) {
  const game = deps.games.get(input.game);
  if (!game) throw new StudioError(404, 'GAME_NOT_FOUND', `There is no game called ${input.game}.`);
  const key = randomBytes(32).toString('base64url');
  let currency = input.currency;
  let balance: string;
  let playerKey: string;
  let username: string | null = null;
  let casinoSessionId: string | null = null;
  if (input.mode === 'real') {
    if (!input.token)
      throw new StudioError(401, 'SESSION_EXPIRED', 'Open the game from the casino to play for real.');
    try {
      const answer = await deps.casino.call('authenticate', { token: input.token });
      currency = answer.currency;
      balance = answer.balance;
      playerKey = `casino:${answer.playerId}`;
      username = answer.username;
      casinoSessionId = answer.sessionId;
    } catch (error) {
      if (error instanceof CasinoRefusal) {
        throw new StudioError(
          401,
          'SESSION_EXPIRED',
          'This game link has expired. Reopen the game from the casino.',
        );
      }
      if (error instanceof CasinoUnreachable) {
        throw new StudioError(
          503,
          'UNAVAILABLE',
          'The casino is not answering. Please try again in a moment.',
        );
      }
      throw error;
    }
  } else {
    playerKey = `demo:${key}`;
    balance = '0';
  }
  const levels = betLevels(currency);
  if (levels.length === 0)
    throw new StudioError(400, 'CURRENCY_NOT_SUPPORTED', `${currency} is not played here.`);
  if (input.mode === 'demo') balance = demoBalance(levels[0] as string);
  await deps.store.query(
    `INSERT INTO studio_sessions (key, mode, casino_session_id, player_key, username, game, currency, demo_balance, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(hours => $9))`,
    [
      key,
      input.mode,
      casinoSessionId,
      playerKey,
      username,
      game.slug,
      currency,
      input.mode === 'demo' ? balance : null,
      SESSION_HOURS,
    ],
  );
  const seed = await currentSeedPair(deps.store.query, playerKey);
  return {
    sessionKey: key,
    mode: input.mode,
    currency,
    balance,
    username,
    betLevels: levels,
    defaultBet: defaultBet(levels),
    seed: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce },
    document: { url: `/studio/games/${game.slug}.json`, sha256: game.info.sha256 },
    session: { elapsedMs: 0, staked: '0', won: '0', net: '0' },
    info: {
      rtp: game.info.rtp,
      hitFrequency: game.info.hitFrequency,
      volatility: game.info.volatility,
      maxWin: game.info.maxWin,
    },
  };
}
