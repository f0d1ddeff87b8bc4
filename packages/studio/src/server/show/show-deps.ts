import fs from 'node:fs';
import path from 'node:path';
import { parseShowDocument, type ShowDocument } from '../../show/document';
import { documentSha256 } from '../../slot/published-info';
import type { CasinoClient } from '../casino-client';
import type { StudioDeps } from '../deps';
import type { PlayerLocks } from '../player-lock';
import type { Store } from '../store';
import { ChainSeeds } from './show-chain';

/** The show's game: its published document, byte for byte as served, and its hash. */
export interface ShowGame {
  slug: string;
  document: ShowDocument;
  text: string;
  sha256: string;
}

export function loadShowGame(studioDir: string): ShowGame {
  const text = fs.readFileSync(path.join(studioDir, 'src/show/forge-wheel.json'), 'utf8');
  const document = parseShowDocument(JSON.parse(text));
  return { slug: document.id, document, text, sha256: documentSha256(text) };
}

/** How long each part of a round lasts, and the clock's own timings, in ms. */
export interface ShowTimings {
  bettingMs: number;
  /** Betting closed, the booster struck, before the wheel turns. */
  closedMs: number;
  spinMs: number;
  /** Added after the spin when the wheel stops on a bonus. */
  bonusMs: number;
  /** The result on screen before the next round's betting opens. */
  resultMs: number;
  /** A round whose result time passed this long before any leader could settle it is voided. */
  staleMs: number;
  /** How long a leader's lease lasts without a renewal. */
  leaseMs: number;
  tickMs: number;
}

export const DEFAULT_SHOW_TIMINGS: ShowTimings = {
  bettingMs: 15_000,
  closedMs: 3_000,
  spinMs: 7_000,
  bonusMs: 6_000,
  resultMs: 5_000,
  staleMs: 60_000,
  leaseMs: 3_000,
  tickMs: 250,
};

export interface ShowOptions extends Partial<ShowTimings> {
  /** Rounds per hash chain; a new chain starts when one runs out. */
  chainLength?: number;
  /** The chain's public salt (SHOW_SALT); by default `forge-wheel:` and the document's SHA-256. */
  salt?: string;
}

/** What the show's use cases are built with: one per studio process. */
export interface ShowDeps {
  store: Store;
  casino: CasinoClient;
  locks: PlayerLocks;
  log: StudioDeps['log'];
  game: ShowGame;
  timings: ShowTimings;
  chainLength: number;
  salt: string;
  /** This process's cache of seed checkpoints, per chain. */
  seeds: ChainSeeds;
}

export function showDeps(
  studio: Pick<StudioDeps, 'store' | 'casino' | 'locks' | 'log'>,
  game: ShowGame,
  options: ShowOptions = {},
): ShowDeps {
  const { chainLength, salt, ...timings } = options;
  return {
    store: studio.store,
    casino: studio.casino,
    locks: studio.locks,
    log: studio.log,
    game,
    timings: { ...DEFAULT_SHOW_TIMINGS, ...definedOnly(timings) },
    chainLength: chainLength ?? 100_000,
    // The salt must be public before the chain it salts is drawn, so the operator could
    // not have picked a chain to suit it. The document's hash is published with the game
    // (docs/studio-show.md) before any chain exists, which is enough for that; an operator
    // who wants a salt nobody knew in advance (a future block hash) sets SHOW_SALT.
    salt: salt ?? `${game.slug}:${game.sha256}`,
    seeds: new ChainSeeds(),
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}

/** The database's clock, in epoch ms: every time decision of the show is made by it, never by Date.now(). */
export async function databaseNow(store: Pick<Store, 'query'>): Promise<number> {
  const [row] = await store.query<{ now: number }>(
    'SELECT (extract(epoch FROM now()) * 1000)::float8 AS now',
  );
  return Number(row?.now);
}

/** SQL reading a timestamptz column as epoch ms. */
export const ms = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;
