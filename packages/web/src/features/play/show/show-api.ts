import {
  type ShowState,
  showBetResponseSchema,
  showBonusSchema,
  showBoosterSchema,
  showPlayerBetsResponseSchema,
  showSessionResponseSchema,
  showsApi,
} from '@ante/core';
import { z } from 'zod';
import { ApiError, api, GENERIC_ERROR_MESSAGE } from '../../../lib/api';
import { clockOffset } from './show-clock';

export interface ShowSnapshot {
  state: ShowState | null;
  studioUrl: string;
  /** Server time minus browser time, measured on this answer. */
  offset: number;
}

/** The casino's latest state of the show, and how far the browser's clock is from the server's. */
export async function fetchShowState(slug: string): Promise<ShowSnapshot> {
  const sentAt = Date.now();
  const answer = await api.call(showsApi.state, { params: { slug } });
  return {
    state: answer.state,
    studioUrl: answer.studioUrl.replace(/\/+$/, ''),
    offset: clockOffset(answer.now, sentAt, Date.now()),
  };
}

const studioErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/**
 * One call to the studio's show API, across origins (the studio allows the casino's
 * origin). Its refusals come as `{error: {code, message}}`, turned into the same
 * ApiError the casino's calls raise, so the page shows the studio's own words.
 */
async function studioCall<T>(url: string, schema: { parse(data: unknown): T }, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'omit',
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'The show’s studio cannot be reached. Check your connection.', true);
  }
  const data: unknown = await response.json().catch(() => null);
  const refused = studioErrorSchema.safeParse(data);
  if (refused.success)
    throw new ApiError(response.status, refused.data.error.code, refused.data.error.message, true);
  if (!response.ok) throw new ApiError(response.status, 'STUDIO', GENERIC_ERROR_MESSAGE, false);
  return schema.parse(data);
}

export function openShowSession(studioUrl: string, token: string, game: string) {
  return studioCall(`${studioUrl}/studio/api/show/session`, showSessionResponseSchema, { token, game });
}

export function placeShowBet(
  studioUrl: string,
  bet: { sessionKey: string; roundId: number; spot: string; amount: string },
) {
  return studioCall(`${studioUrl}/studio/api/show/bets`, showBetResponseSchema, bet);
}

export function fetchShowBets(studioUrl: string, sessionKey: string) {
  return studioCall(
    `${studioUrl}/studio/api/show/bets?sessionKey=${encodeURIComponent(sessionKey)}`,
    showPlayerBetsResponseSchema,
  );
}

/** A finished round as the history lists it: enough to recompute it in the browser. */
export const historyRoundSchema = z.object({
  id: z.number().int(),
  hash: z.string(),
  seed: z.string().nullable(),
  segmentIndex: z.number().int().nullable(),
  segment: z.string().nullable(),
  booster: showBoosterSchema.nullable(),
  bonus: showBonusSchema.nullable(),
  multiplier: z.number().nullable().optional(),
  /** The round's nonce in its chain; the round's number when the record leaves it out. */
  nonce: z.number().int().optional(),
  chain: z.object({ salt: z.string(), terminalHash: z.string() }).partial().optional(),
});
export type HistoryRound = z.infer<typeof historyRoundSchema>;

const historySchema = z.union([
  z.array(historyRoundSchema),
  z.object({ rounds: z.array(historyRoundSchema) }).transform((answer) => answer.rounds),
]);

export function fetchShowRounds(studioUrl: string, limit = 20) {
  return studioCall(`${studioUrl}/studio/api/show/rounds?limit=${limit}`, historySchema);
}
