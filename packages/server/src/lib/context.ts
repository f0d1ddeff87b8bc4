import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { JackpotRuntime } from '../modules/jackpot/draw';
import type { Provider } from '../modules/providers/providers-file';
import type { ShowRelay } from '../modules/shows/show-relay';
import type { ChainAdapter } from '../modules/wallet/chain/chain-adapter';
import type { EnsResolver } from '../modules/wallet/ens';
import type { RatesService } from '../modules/wallet/rates/rates-service';
import type { SignerClient } from '../signer/protocol';
import type { AfterResponse } from './after-response';
import type { Bus } from './bus/bus';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { Mailer } from './mailer';
import type { SecretBox } from './secret-box';

/** What every module's routes are built with: one per process, made in app.ts. */
export interface AppContext {
  config: Config;
  /** The process's logger; Fastify's `app.log` is the same one. */
  log: FastifyBaseLogger;
  database: DatabaseHandle;
  bus: Bus;
  /**
   * Where rate limits count (lib/rate-limit.ts): Redis when configured, so a limit holds
   * across nodes, under this key prefix; memory otherwise.
   */
  rateLimits: { redis: Redis | null; keyPrefix: string };
  mailer: Mailer;
  /** Work a request starts and does not wait for (after-response.ts). */
  afterResponse: AfterResponse;
  /** Seals small secrets at rest under SECRET_KEY (two-factor secrets). */
  secrets: SecretBox;
  startedAt: number;
  wallet: { rates: RatesService; chain: ChainAdapter; signer: SignerClient | null; ens: EnsResolver };
  /** The global pot's draw and settle lag (tests replace the draw to force a win). */
  jackpot: JackpotRuntime;
  /** The game providers whose callbacks the casino takes, by id (the built-in studio first). */
  providers: Map<string, Provider>;
  /** The live show's state from the studio, relayed to this node's sockets (started by main.ts). */
  shows: ShowRelay;
}
