import { isFairnessGame } from './fairness-games';
import { VERIFY_LINK_KEYS } from './verify-link-keys';

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
