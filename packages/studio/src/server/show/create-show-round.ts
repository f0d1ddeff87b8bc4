import { resolveRound } from '../../show/round';
import { ensureChain } from './show-chain';
import { databaseNow, type ShowDeps } from './show-deps';
import { storedResult } from './show-round-row';

/**
 * Makes round `id`, opening at `opensAt` or now if that has passed (a show that was
 * down starts again at once, not with a string of rounds already over). Its seed is
 * the chain's seed at the round's nonce, and its published hash the seed before it
 * (the terminal hash for a chain's first round): SHA-256 of its seed, the link a
 * player checks once the seed is revealed. The outcome and so every time of the round
 * are fixed now; show-state.ts keeps them from view until their moment. The round's
 * number is the primary key, so a second leader making the same round changes nothing.
 */
export async function createShowRound(deps: ShowDeps, id: number, opensAt: number | null): Promise<void> {
  const chain = await ensureChain(deps, id);
  const nonce = id - chain.first_round + 1;
  const seed = deps.seeds.seed(chain, nonce);
  const hash = deps.seeds.seed(chain, nonce - 1);
  const result = resolveRound(deps.game.document, { serverSeed: seed, clientSeed: chain.salt, nonce });
  const now = await databaseNow(deps.store);
  const t = deps.timings;
  const opens = Math.max(opensAt ?? now, now);
  const closes = opens + t.bettingMs;
  const spin = closes + t.closedMs;
  const bonus = result.bonus ? spin + t.spinMs : null;
  const resultAt = spin + t.spinMs + (result.bonus ? t.bonusMs : 0);
  const next = resultAt + t.resultMs;
  const at = (index: number) => `to_timestamp($${index}::float8 / 1000)`;
  await deps.store.query(
    `INSERT INTO show_rounds (id, game, chain_id, nonce, hash, opens_at, closes_at, spin_at, bonus_at, result_at, next_at, status, result)
     VALUES ($1, $2, $3, $4, $5, ${at(6)}, ${at(7)}, ${at(8)}, ${at(9)}, ${at(10)}, ${at(11)}, 'open', $12)
     ON CONFLICT (id) DO NOTHING`,
    [
      id,
      deps.game.slug,
      chain.id,
      nonce,
      hash,
      opens,
      closes,
      spin,
      bonus,
      resultAt,
      next,
      JSON.stringify(storedResult(result)),
    ],
  );
}
