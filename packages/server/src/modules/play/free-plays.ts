import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../lib/config';
import { ValidationError } from '../../lib/errors';
import { counter } from '../../lib/rate-limit';

/** Counts one free play of the request's player; throws when they are over the limit or free plays are off. */
export type FreePlayLimit = () => Promise<void>;

/**
 * Free plays (a bet of zero) cost the player nothing, so without a limit a script could
 * fill the rounds table and the public bet feeds for free. They stay, because the
 * browser offers them (an empty amount is a free play, a way to try a game), but each
 * player gets FREE_PLAYS_PER_MINUTE of them; 0 turns them off. Only the bet itself
 * knows it is free, so it counts them (lib/rate-limit.ts `counter`). The count is kept
 * per node, like every limit on the bet path, which must not wait on a network round
 * trip: a player spread over several nodes gets that many per node.
 */
export function createFreePlayLimit(
  app: FastifyInstance,
  config: Config,
): (request: FastifyRequest) => FreePlayLimit {
  const perMinute = config.freePlaysPerMinute;
  if (perMinute === 0) {
    return () => async () => {
      throw new ValidationError('Free plays are not offered here.', 'amount');
    };
  }
  const freePlays = counter(app, {
    name: 'free-play',
    max: perMinute,
    windowMs: 60_000,
    perNode: true,
    message: () => `Free plays are limited to ${perMinute} a minute. Please wait a moment, or bet an amount.`,
  });
  return (request) => () => freePlays.hit(request);
}
