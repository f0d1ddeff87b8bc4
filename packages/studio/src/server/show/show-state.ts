import { fromDecimalString, type ShowState, toDecimalString } from '@ante/core';
import { chainOfRound } from './show-chain';
import { databaseNow, type ShowDeps } from './show-deps';
import { asRound, ROUND_COLUMNS, type RoundRow } from './show-round-row';
import { bettorsOf, resultView, roundView } from './show-round-view';

/** How long one read of the state serves every request of this process: many casino nodes poll it. */
const CACHE_MS = 150;

/**
 * The show's public state (showStateSchema), redacted by the database's clock: the
 * round on stage (the latest that has opened; between rounds, the one whose result is
 * shown), the chain's published salt and terminal hash, the last 20 finished rounds and
 * the last paid round's winners. One read serves this process for 150 ms.
 */
export class ShowStateReader {
  private cached: { at: number; state: Promise<ShowState> } | undefined;

  constructor(private readonly deps: ShowDeps) {}

  read(): Promise<ShowState> {
    const at = performance.now();
    if (this.cached && at - this.cached.at < CACHE_MS) return this.cached.state;
    const state = readShowState(this.deps);
    this.cached = { at, state };
    state.catch(() => {
      if (this.cached?.state === state) this.cached = undefined;
    });
    return state;
  }
}

export async function readShowState(deps: ShowDeps): Promise<ShowState> {
  const now = await databaseNow(deps.store);
  const game = deps.game.slug;
  const [staged] = await deps.store.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM show_rounds WHERE game = $1
     ORDER BY (opens_at <= to_timestamp($2::float8 / 1000)) DESC, id DESC LIMIT 1`,
    [game, now],
  );
  const round = staged ? asRound(staged) : null;
  const finished = (
    await deps.store.query<RoundRow>(
      `SELECT ${ROUND_COLUMNS} FROM show_rounds WHERE game = $1 AND status IN ('settled', 'void')
         AND result_at <= to_timestamp($2::float8 / 1000)
       ORDER BY id DESC LIMIT 20`,
      [game, now],
    )
  ).map(asRound);
  const chain = await chainOfRound(deps, round?.id ?? 1);
  const bettors = round ? await bettorsOf(deps, [round.id]) : new Map();
  const lastPaid = finished.find((entry) => entry.status === 'settled');
  let winners: ShowState['winners'] = null;
  if (lastPaid) {
    const rows = await deps.store.query<{ username: string | null; currency: string; amount: string }>(
      `SELECT username, currency, amount::text AS amount FROM show_payouts
       WHERE round_id = $1 AND amount > 0 ORDER BY amount DESC, transaction_id LIMIT 20`,
      [lastPaid.id],
    );
    winners = {
      roundId: lastPaid.id,
      list: rows.map((row) => ({
        username: row.username,
        currency: row.currency,
        amount: toDecimalString(fromDecimalString(row.amount)),
      })),
    };
  }
  return {
    game,
    now,
    salt: chain?.salt ?? deps.salt,
    terminalHash: chain?.terminal_hash ?? '',
    round: round ? roundView(round, now, bettors.get(round.id) ?? { total: 0, spots: {} }) : null,
    history: finished.map(resultView),
    winners,
  };
}
