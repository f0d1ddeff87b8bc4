import { randomBytes } from 'node:crypto';
import type { ProviderResponse, showSessionRequestSchema, showSessionResponseSchema } from '@ante/core';
import type { z } from 'zod';
import { betLevels } from '../bet-levels';
import { CasinoRefusal, CasinoUnreachable } from '../casino-client';
import { StudioError } from '../studio-error';
import type { ShowDeps } from './show-deps';

/** How long a show session lasts; the casino's own session decides when money may move. */
const SESSION_HOURS = 24;
/** The chips offered, as steps of the currency's bet ladder (bet-levels.ts): 1, 5, 10, 50, 100 and 500 times its smallest bet. */
const CHIP_STEPS = [0, 2, 3, 5, 6, 8];

/**
 * Opens the show for a player: the casino's launch token is exchanged (`authenticate`)
 * for its session, whose player and currency every bet of this session is for. The
 * show is played for real money only: it has no demo, because its rounds are shared.
 */
export async function openShowSession(
  deps: ShowDeps,
  input: z.infer<typeof showSessionRequestSchema>,
): Promise<z.infer<typeof showSessionResponseSchema>> {
  if (input.game !== deps.game.slug)
    throw new StudioError(404, 'GAME_NOT_FOUND', `There is no show called ${input.game}.`);
  let answer: ProviderResponse<'authenticate'>;
  try {
    answer = await deps.casino.call('authenticate', { token: input.token });
  } catch (error) {
    if (error instanceof CasinoRefusal)
      throw new StudioError(
        401,
        'SESSION_EXPIRED',
        'This game link has expired. Reopen the game from the casino.',
      );
    if (error instanceof CasinoUnreachable)
      throw new StudioError(503, 'UNAVAILABLE', 'The casino is not answering. Please try again in a moment.');
    throw error;
  }
  const levels = betLevels(answer.currency);
  if (levels.length === 0)
    throw new StudioError(400, 'CURRENCY_NOT_SUPPORTED', `${answer.currency} is not played here.`);
  const key = randomBytes(32).toString('base64url');
  await deps.store.query(
    `INSERT INTO studio_sessions (key, mode, casino_session_id, player_key, username, game, currency, expires_at)
     VALUES ($1, 'real', $2, $3, $4, $5, $6, now() + make_interval(hours => $7))`,
    [
      key,
      answer.sessionId,
      `casino:${answer.playerId}`,
      answer.username,
      deps.game.slug,
      answer.currency,
      SESSION_HOURS,
    ],
  );
  return {
    sessionKey: key,
    currency: answer.currency,
    balance: answer.balance,
    username: answer.username,
    chips: CHIP_STEPS.map((step) => levels[step] as string),
  };
}
