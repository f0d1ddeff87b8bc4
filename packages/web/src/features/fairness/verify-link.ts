import { isFairnessGame } from './fairness-games';

/**
 * The Verify tab can be opened already filled in, by a link such as
 *
 *   ?modal=verify-bet&game=dice&serverSeed=3f1e…&clientSeed=lucky-player-7&nonce=42
 *     &params={"condition":"over","target":50.5}&serverSeedHash=2bf4…
 *
 * `game` is a slug of FAIRNESS_GAMES; `serverSeed`, `clientSeed` and `nonce` are the
 * round's seeds as the bet slip shows them; `params` is the round's params as JSON
 * (URL-encoded), in the shape the game's `paramsSchema` takes; `serverSeedHash` is
 * the hash the player was shown before betting, which the tab then compares with
 * the SHA-256 it computes. Every key is optional, and values that cannot be read
 * are ignored rather than breaking the tab.
 */
export const VERIFY_LINK_KEYS = [
  'game',
  'serverSeed',
  'clientSeed',
  'nonce',
  'params',
  'serverSeedHash',
] as const;

export interface VerifyPrefill {
  /** A slug of FAIRNESS_GAMES. */
  game?: string;
  serverSeed?: string;
  clientSeed?: string;
  nonce?: string;
  params?: unknown;
  serverSeedHash?: string;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function readVerifyPrefill(search: URLSearchParams): VerifyPrefill {
  const prefill: VerifyPrefill = {};
  const game = search.get('game');
  if (isFairnessGame(game)) prefill.game = game;
  const serverSeed = search.get('serverSeed');
  if (serverSeed !== null) prefill.serverSeed = serverSeed;
  const clientSeed = search.get('clientSeed');
  if (clientSeed !== null) prefill.clientSeed = clientSeed;
  const nonce = search.get('nonce');
  if (nonce !== null) prefill.nonce = nonce;
  const params = search.get('params');
  const parsed = params === null ? undefined : parseJson(params);
  if (parsed !== undefined) prefill.params = parsed;
  const serverSeedHash = search.get('serverSeedHash');
  if (serverSeedHash !== null) prefill.serverSeedHash = serverSeedHash;
  return prefill;
}

/** Writes a prefill into search params, replacing whatever an earlier one left there. */
export function writeVerifyPrefill(search: URLSearchParams, prefill: VerifyPrefill): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of VERIFY_LINK_KEYS) next.delete(key);
  if (prefill.game) next.set('game', prefill.game);
  if (prefill.serverSeed !== undefined) next.set('serverSeed', prefill.serverSeed);
  if (prefill.clientSeed !== undefined) next.set('clientSeed', prefill.clientSeed);
  if (prefill.nonce !== undefined) next.set('nonce', prefill.nonce);
  if (prefill.params !== undefined) next.set('params', JSON.stringify(prefill.params));
  if (prefill.serverSeedHash !== undefined) next.set('serverSeedHash', prefill.serverSeedHash);
  return next;
}

/** A stable text for "has the link changed", so the tab refills only when it has. */
export function prefillKey(prefill: VerifyPrefill): string {
  return VERIFY_LINK_KEYS.map((key) => JSON.stringify(prefill[key] ?? null)).join('|');
}
