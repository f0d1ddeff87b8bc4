import fs from 'node:fs';
import path from 'node:path';
import { CasinoClient } from './casino-client';
import type { StudioDeps } from './deps';
import { loadGame, type StudioGame } from './games';
import { PlayerLocks } from './player-lock';
import { settlePending } from './settle-pending';
import { ShowClock } from './show/show-clock';
import { loadShowGame, type ShowDeps, type ShowOptions, showDeps } from './show/show-deps';
import { openStore } from './store';
import { buildStudioApp, type StudioSettings } from './studio-app';

export interface StudioOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** The casino's base URL for callbacks; read when a call is made, so it may be known late. */
  casinoUrl: () => string;
  providerId: string;
  /** The shared secret the callbacks are signed with. */
  key: string;
  /** The package's folder: its published documents are in src/slot, the client's build in dist/client. */
  studioDir: string;
  /** The studio's own database: PGlite in this folder, or PostgreSQL. */
  database: { dataDir: string } | { databaseUrl: string };
  settings: StudioSettings;
  /** Origins allowed to frame the game page: the casino's. */
  frameAncestors: string[];
  log: StudioDeps['log'];
  /** How often to finish rounds whose answers were lost; 0 turns the loop off (tests drive it). */
  settleEveryMs?: number;
  /** The live show (Forge Wheel): its timings and chain, or false for none. On by default. */
  show?: ShowOptions | false;
}

export interface RunningStudio {
  url: string;
  deps: StudioDeps;
  /** The show's dependencies and clock, when the show runs. */
  show: { deps: ShowDeps; clock: ShowClock } | null;
  close(): Promise<void>;
}

/** The studio's games: each published document, read as served. */
function loadGames(studioDir: string): Map<string, StudioGame> {
  const text = fs.readFileSync(path.join(studioDir, 'src/slot/forge-of-fortune.json'), 'utf8');
  const game = loadGame('forge-of-fortune', text);
  return new Map([[game.slug, game]]);
}

/** Starts Ante Studio's server, and the loop that finishes rounds a lost answer left open. */
export async function startStudio(options: StudioOptions): Promise<RunningStudio> {
  const store = await openStore(options.database);
  const deps: StudioDeps = {
    store,
    casino: new CasinoClient({
      casinoUrl: options.casinoUrl,
      providerId: options.providerId,
      key: options.key,
    }),
    games: loadGames(options.studioDir),
    locks: new PlayerLocks(),
    minSpinMs: options.settings.minSpinMs,
    log: options.log,
  };
  const show =
    options.show === false ? null : showDeps(deps, loadShowGame(options.studioDir), options.show ?? {});
  const app = buildStudioApp(deps, {
    assetsDir: path.join(options.studioDir, 'dist/client'),
    settings: options.settings,
    frameAncestors: options.frameAncestors,
    ...(show ? { show } : {}),
  });
  await app.listen({ host: options.host, port: options.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const clock = show ? new ShowClock(show) : null;
  clock?.start();
  let timer: NodeJS.Timeout | undefined;
  let settling: Promise<unknown> = Promise.resolve();
  if (options.settleEveryMs !== 0) {
    timer = setInterval(() => {
      settling = settlePending(deps).catch((error) =>
        options.log.warn({ err: (error as Error).message }, 'settling open studio rounds failed'),
      );
    }, options.settleEveryMs ?? 5_000);
    timer.unref();
  }
  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`,
    deps,
    show: show && clock ? { deps: show, clock } : null,
    async close() {
      if (timer) clearInterval(timer);
      // Before the server and the database close, and giving the lease up, so another studio leads at once.
      await clock?.stop();
      await settling;
      await app.close();
      await store.close();
    },
  };
}
