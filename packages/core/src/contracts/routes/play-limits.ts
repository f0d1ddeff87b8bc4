import {
  confirmPlayLimitRequestSchema,
  declineDepositOfferRequestSchema,
  playLimitsSchema,
  setPlayLimitRequestSchema,
} from '../play-limits';
import { defineRoute } from '../route';

/** The player's own deposit, loss and wager limits (docs/play-limits.md). */
export const playLimitsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/user/limits',
    response: playLimitsSchema,
    auth: 'player',
  }),
  /** A new or lower limit applies at once; a raise or a removal waits 24 hours, then a confirmation. */
  set: defineRoute({
    method: 'PUT',
    path: '/user/limits',
    body: setPlayLimitRequestSchema,
    response: playLimitsSchema,
    auth: 'player',
    rateLimit: { max: 30, windowMs: 60_000, name: 'limits:set' },
  }),
  /** Applies a raise or removal whose cooling-off has passed. */
  confirm: defineRoute({
    method: 'POST',
    path: '/user/limits/confirm',
    body: confirmPlayLimitRequestSchema,
    response: playLimitsSchema,
    auth: 'player',
    rateLimit: { max: 30, windowMs: 60_000, name: 'limits:set' },
  }),
  /** Declines the deposit limit the cashier offers before a first deposit; it is not offered again. */
  declineDepositOffer: defineRoute({
    method: 'POST',
    path: '/user/limits/deposit-offer/decline',
    body: declineDepositOfferRequestSchema,
    response: playLimitsSchema,
    auth: 'player',
    rateLimit: { max: 30, windowMs: 60_000, name: 'limits:set' },
  }),
};
