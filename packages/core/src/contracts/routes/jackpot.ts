import { jackpotCurrentSchema, jackpotHistoryQuerySchema, jackpotHistoryResponseSchema } from '../jackpot';
import { defineRoute } from '../route';

/** The pot now (with the operator's terms) and its latest wins. Public. */
export const jackpotApi = {
  current: defineRoute({
    method: 'GET',
    path: '/feeds/jackpot/current',
    response: jackpotCurrentSchema,
    auth: 'public',
  }),
  history: defineRoute({
    method: 'GET',
    path: '/feeds/jackpot/history',
    query: jackpotHistoryQuerySchema,
    response: jackpotHistoryResponseSchema,
    auth: 'public',
  }),
};
