import type { RoundSpin } from '../slot/spin';

/**
 * What the client reads from the page and the studio's API. The round's spins are the
 * slot maths' own `RoundSpin`, sent as JSON: its fixed-point multipliers (bigints in
 * the maths) arrive as decimal strings, which `Json` says in the types.
 */

export type Json<T> = T extends bigint
  ? string
  : T extends (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

export type WireSpin = Json<RoundSpin>;
export type WireLineWin = WireSpin['evaluation']['lineWins'][number];

export type PlayMode = 'real' | 'demo';

/** The launch parameters the server writes into the page. */
export interface LaunchParams {
  token: string | null;
  game: string;
  currency: string;
  mode: PlayMode;
  lang: string;
  lobbyUrl: string | null;
  settings: { quickSpin: boolean; autoplay: boolean; minSpinMs: number; sessionBar: boolean };
}

export interface SeedState {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** What the game session has cost so far (the studio's session-play.ts): amounts as decimal strings. */
export interface SessionPlay {
  elapsedMs: number;
  staked: string;
  won: string;
  net: string;
}

export interface SessionInfo {
  sessionKey: string;
  mode: PlayMode;
  currency: string;
  balance: string;
  username: string | null;
  betLevels: string[];
  defaultBet: string;
  seed: SeedState;
  document: { url: string; sha256: string };
  info: { rtp: string; hitFrequency: string; volatility: 'low' | 'medium' | 'high'; maxWin: string };
  session: SessionPlay;
}

export interface RoundView {
  id: string;
  bet: string;
  currency: string;
  payout: string;
  multiplier: string;
  nonce: number;
  spins: WireSpin[];
}

export interface SpinResponse {
  round: RoundView;
  balance: string;
  session: SessionPlay;
}

export interface SeedChange {
  previous: SeedState & { serverSeed: string };
  current: SeedState;
}
