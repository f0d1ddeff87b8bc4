import type { CasinoClient } from './casino-client';
import type { StudioGame } from './games';
import type { PlayerLocks } from './player-lock';
import type { Store } from './store';

/** What the studio's use cases are built with: one per studio process. */
export interface StudioDeps {
  store: Store;
  casino: CasinoClient;
  games: Map<string, StudioGame>;
  locks: PlayerLocks;
  /** The least time between two spins of a session, in ms (0: no rule). */
  minSpinMs: number;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}
