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
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}
