import { randomBytes } from 'node:crypto';
import { type Atoms, POT_ODDS_EDGE, parseAmount, type Ratio, rewardEdge } from '@ante/core';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import { PotTermsCache, type PotTermValues } from './terms';

/**
 * Whether a stake wins a pot whose odds are one win per `oddsUsd` staked at a 1% edge;
 * `stakeUsd` is the stake's USD value counted at that edge (weightedStake).
 */
export type JackpotDraw = (stakeUsd: Atoms, oddsUsd: Atoms) => boolean;

/** The pot's moving parts: its draw (tests replace it on the context) and its terms in force. */
export interface JackpotRuntime {
  draw: JackpotDraw;
  /** The terms as staff or the operator's settings have them (terms.ts). */
  terms: PotTermsCache;
  /**
   * Rounds count toward the pot once they are this old. A round's created_at is the
   * start of the transaction that wrote it, so a round may become visible a moment
   * after a later one: counting only rounds older than this lag means a watermark never
   * passes a round that has yet to commit.
   */
  settleLagMs: number;
}

const SPACE = 1n << 128n;

/**
 * The server's CSPRNG: a uniform 128-bit number r wins when r / 2^128 < stake / odds,
 * compared in integers, so the chance is exactly proportional to the stake's USD value.
 */
export const cryptoDraw: JackpotDraw = (stakeUsd, oddsUsd) => {
  if (stakeUsd <= 0n) return false;
  if (stakeUsd >= oddsUsd) return true;
  const r = BigInt(`0x${randomBytes(16).toString('hex')}`);
  return r * oddsUsd < stakeUsd * SPACE;
};

export function createJackpotRuntime(db: Db, config: Config): JackpotRuntime {
  return { draw: cryptoDraw, terms: new PotTermsCache(db, config), settleLagMs: 5_000 };
}

/** A stake qualifies when the pot is on and it is worth at least the terms' smallest stake. */
function qualifies(terms: PotTermValues, stakeUsd: Atoms): boolean {
  return terms.enabled && stakeUsd > 0n && stakeUsd >= parseAmount(terms.minBetUsd);
}

/** A settled round as the draw reads it. */
export interface DrawnRound {
  stakeUsd: Atoms;
  game: string;
  params: unknown;
}

const knownEdges = new Map<string, Ratio | null>();

/** rewardEdge, kept per game and params: bets repeat their settings, and some distributions take a moment to build. */
function edgeOf(game: string, params: unknown): Ratio | null {
  const key = `${game}:${JSON.stringify(params)}`;
  if (!knownEdges.has(key)) {
    // Hostile params could vary without end; a full memo starts over rather than grow.
    if (knownEdges.size >= 10_000) knownEdges.clear();
    knownEdges.set(key, rewardEdge(game, params));
  }
  return knownEdges.get(key) ?? null;
}

/**
 * The stake's USD value counted at a 1% edge: stake x edge / 1%. The pot is a reward
 * like the others, a share of the house's edge on the stake (core loyalty/reward-shares.ts):
 * at its cap it gives back cap / (odds x 1%) of the edge in every game, whatever the
 * game's edge. A round whose edge we cannot state draws nothing.
 */
export function weightedStake(round: DrawnRound): Atoms {
  const edge = edgeOf(round.game, round.params);
  if (!edge) return 0n;
  return (round.stakeUsd * edge.n * POT_ODDS_EDGE.d) / (edge.d * POT_ODDS_EDGE.n);
}

/** Draws for one settled round's stake. */
export function drawsJackpot(runtime: JackpotRuntime, round: DrawnRound): boolean {
  const terms = runtime.terms.current();
  if (!qualifies(terms, round.stakeUsd)) return false;
  const weighted = weightedStake(round);
  return weighted > 0n && runtime.draw(weighted, parseAmount(terms.oddsUsd));
}
