import { z } from 'zod';
import type { StudioDeps } from './deps';
import { liveSession } from './play-round';
import { rotateSeedPair } from './seeds';

export const rotateSeedSchema = z.strictObject({
  sessionKey: z.string().min(1).max(128),
  clientSeed: z
    .string()
    .trim()
    .min(1, 'clientSeed must not be empty')
    .max(64, 'clientSeed must be at most 64 characters')
    .regex(/^[\x20-\x7e]+$/, 'clientSeed must be printable ASCII'),
});

/** Reveals the player's server seed and starts a new pair with their client seed, between rounds. */
export async function rotateSeed(deps: StudioDeps, input: z.infer<typeof rotateSeedSchema>) {
  const session = await liveSession(deps, input.sessionKey);
  const { previous, current } = await deps.locks.run(session.player_key, () =>
    rotateSeedPair(deps.store, session.player_key, input.clientSeed),
  );
  return {
    previous: {
      serverSeed: previous.serverSeed,
      serverSeedHash: previous.serverSeedHash,
      clientSeed: previous.clientSeed,
      nonce: previous.nonce,
    },
    current: { serverSeedHash: current.serverSeedHash, clientSeed: current.clientSeed, nonce: current.nonce },
  };
}
