import type { FastifyInstance, FastifyRequest } from 'fastify';
import { counter } from '../../../lib/rate-limit';

/** Unknown codes a player may try a minute, and an address (several accounts) four times that. */
export const CODE_GUESSES_PER_MINUTE = 10;

function tooManyGuesses(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return `Too many wrong codes. Please try again in ${seconds} seconds.`;
}

export interface GuessLimit {
  /** Refuses every code (a right one too) once the player or their address has guessed wrong too often. */
  check(request: FastifyRequest): Promise<void>;
  /** Counts one unknown code against the player and their address. */
  hit(request: FastifyRequest): Promise<void>;
}

/**
 * Unknown codes counted per player and per address, shared by every place a player
 * types a code (redeem codes, offers): the counts are named, so both routes add to the
 * same ones and guessing cannot move from one to the other. Once a player has guessed
 * wrong CODE_GUESSES_PER_MINUTE times, every code is refused until the minute passes,
 * a right one too, or guessing would only need patience. A player typing a code they
 * were given is never slowed down, and racing for a drop is not a guess.
 */
export function codeGuessLimit(app: FastifyInstance): GuessLimit {
  const spec = { windowMs: 60_000, message: tooManyGuesses };
  const perPlayer = counter(app, {
    ...spec,
    name: 'code-guess:player',
    max: CODE_GUESSES_PER_MINUTE,
    key: async (request) => (await request.auth())?.user.id ?? '',
  });
  const perAddress = counter(app, {
    ...spec,
    name: 'code-guess:ip',
    max: CODE_GUESSES_PER_MINUTE * 4,
    key: (request) => request.ip,
  });
  return {
    async check(request) {
      await Promise.all([perPlayer.check(request), perAddress.check(request)]);
    },
    async hit(request) {
      await Promise.all([perPlayer.hit(request), perAddress.hit(request)]);
    },
  };
}
