import { randomBytes } from 'node:crypto';
import { type Atoms, parseAmount } from '@ante/core';
import type { Config } from '../../lib/config';

/** Whether a stake worth `stakeUsd` wins a pot whose odds are one win per `oddsUsd` staked. */
export type JackpotDraw = (stakeUsd: Atoms, oddsUsd: Atoms) => boolean;

/** The pot's moving parts that are not configuration: tests replace them on the context. */
export interface JackpotRuntime {
  draw: JackpotDraw;
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

export function createJackpotRuntime(): JackpotRuntime {
  return { draw: cryptoDraw, settleLagMs: 5_000 };
}

/** A stake qualifies when the pot is on and it is worth at least JACKPOT_MIN_BET_USD. */
export function qualifies(config: Config, stakeUsd: Atoms): boolean {
  return config.jackpot.enabled && stakeUsd > 0n && stakeUsd >= parseAmount(config.jackpot.minBetUsd);
}

/** Draws for one settled round's stake. */
export function drawsJackpot(config: Config, runtime: JackpotRuntime, stakeUsd: Atoms): boolean {
  return qualifies(config, stakeUsd) && runtime.draw(stakeUsd, parseAmount(config.jackpot.oddsUsd));
}
