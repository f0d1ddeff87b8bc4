import { gameSlugParamsSchema } from '../catalogue';
import {
  activeRoundResponseSchema,
  betFeedResponseSchema,
  betResponseSchema,
  cashoutRequestSchema,
  placeBetRequestSchema,
  roundActionRequestSchema,
  roundsInfoRequestSchema,
  roundsInfoResponseSchema,
  verifyRequestSchema,
  verifyResponseSchema,
} from '../play';
import { defineRoute } from '../route';

/**
 * Bets, round steps, verification and the bet feeds. The three calls that move money
 * share the bet limit, whose numbers are the operator's settings (given where the
 * server registers them).
 */
export const playApi = {
  bet: defineRoute({
    method: 'POST',
    path: '/play/:slug/bet',
    params: gameSlugParamsSchema,
    body: placeBetRequestSchema,
    response: betResponseSchema,
    auth: 'player',
    retrySafe: true,
  }),
  /** A step of an open multi-step round: `{roundId, action, ...}` (reveal a tile, hit, higher, pick). */
  next: defineRoute({
    method: 'POST',
    path: '/play/:slug/next',
    params: gameSlugParamsSchema,
    body: roundActionRequestSchema,
    response: betResponseSchema,
    auth: 'player',
    retrySafe: true,
  }),
  cashout: defineRoute({
    method: 'POST',
    path: '/play/:slug/cashout',
    params: gameSlugParamsSchema,
    body: cashoutRequestSchema,
    response: betResponseSchema,
    auth: 'player',
    retrySafe: true,
  }),
  /** The player's unfinished round of this game, so a reload resumes it (null when none). */
  active: defineRoute({
    method: 'GET',
    path: '/play/:slug/active',
    params: gameSlugParamsSchema,
    response: activeRoundResponseSchema,
    auth: 'player',
  }),
  /** Recomputes an outcome from seeds anyone can type in: no login, no balance change. */
  verify: defineRoute({
    method: 'POST',
    path: '/play/:slug/verify',
    params: gameSlugParamsSchema,
    body: verifyRequestSchema,
    response: verifyResponseSchema,
    auth: 'public',
  }),
  /** Public details of finished rounds, for the bet slip. */
  roundsInfo: defineRoute({
    method: 'POST',
    path: '/play/rounds/info',
    body: roundsInfoRequestSchema,
    response: roundsInfoResponseSchema,
    auth: 'public',
  }),
  allBets: defineRoute({
    method: 'GET',
    path: '/feeds/all-bets',
    response: betFeedResponseSchema,
    auth: 'public',
  }),
  highRollerBets: defineRoute({
    method: 'GET',
    path: '/feeds/highroller-bets',
    response: betFeedResponseSchema,
    auth: 'public',
  }),
  myBets: defineRoute({
    method: 'GET',
    path: '/feeds/my-bets',
    response: betFeedResponseSchema,
    auth: 'player',
  }),
};
