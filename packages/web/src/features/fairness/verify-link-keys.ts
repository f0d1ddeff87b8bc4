/**
 * The Verify tab can be opened already filled in, by a link such as
 *
 *   ?modal=verify-bet&game=dice&serverSeed=3f1e…&clientSeed=lucky-player-7&nonce=42
 *     &params={"condition":"over","target":50.5}&serverSeedHash=2bf4…
 *
 * `game` is a slug of FAIRNESS_GAMES; `serverSeed`, `clientSeed` and `nonce` are the
 * round's seeds as the bet slip shows them; `params` is the round's params as JSON
 * (URL-encoded), in the shape the game's `paramsSchema` takes; `serverSeedHash` is
 * the hash the player was shown before betting, which the tab then compares with
 * the SHA-256 it computes. Every key is optional, and values that cannot be read
 * are ignored rather than breaking the tab.
 */
export const VERIFY_LINK_KEYS = [
  'game',
  'serverSeed',
  'clientSeed',
  'nonce',
  'params',
  'serverSeedHash',
] as const;
