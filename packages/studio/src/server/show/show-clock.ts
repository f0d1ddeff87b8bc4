import { randomBytes } from 'node:crypto';
import { createShowRound } from './create-show-round';
import { settleShowRound } from './settle-show-round';
import { databaseNow, type ShowDeps } from './show-deps';
import { asRound, ROUND_COLUMNS, type RoundRow } from './show-round-row';
import { refundVoidBets, voidShowRound } from './void-show-round';

/**
 * The show's clock. Every studio process runs one, but only the holder of the game's
 * lease advances the show, so the casino's nodes and several studios see one show.
 * The lease is one conditional upsert: taken when free or expired, renewed by its
 * holder, so a leader that dies is replaced within `leaseMs`. Every time is read from
 * the database's `now()`, the one clock all processes share. A leader for a moment
 * beside another (a lease that ran out mid-tick) cannot advance the show twice: rounds
 * are made by their number (the primary key) and every change of status is a
 * compare-and-set.
 */
export class ShowClock {
  /** This process's name in the lease. */
  readonly holder = randomBytes(12).toString('hex');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private stopped = true;

  constructor(private readonly deps: ShowDeps) {}

  start(): void {
    this.stopped = false;
    const loop = () => {
      if (this.stopped) return;
      this.running = this.tick()
        .catch((error) => this.deps.log.warn({ err: (error as Error).message }, 'a show tick failed'))
        .finally(() => {
          // One tick at a time: the next is timed from this one's end, never overlapping it.
          if (!this.stopped) {
            this.timer = setTimeout(loop, this.deps.timings.tickMs);
            this.timer.unref();
          }
        });
    };
    loop();
  }

  /** Stops ticking, waits for the tick under way, and gives the lease up so another process leads at once. */
  async stop(options: { release?: boolean } = {}): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    // A test's stand-in for a crash keeps the lease, which then runs out.
    if (options.release === false) return;
    await this.deps.store
      .query('DELETE FROM show_leases WHERE game = $1 AND holder = $2', [this.deps.game.slug, this.holder])
      .catch(() => {});
  }

  /** Takes or renews the lease; true while this process leads. */
  async lead(): Promise<boolean> {
    const rows = await this.deps.store.query(
      `INSERT INTO show_leases (game, holder, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
       ON CONFLICT (game) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
       WHERE show_leases.holder = EXCLUDED.holder OR show_leases.expires_at < now()
       RETURNING holder`,
      [this.deps.game.slug, this.holder, this.deps.timings.leaseMs / 1000],
    );
    return rows.length > 0;
  }

  /** One tick: if this process leads, moves the show on as far as the database's clock says. */
  async tick(): Promise<void> {
    if (!(await this.lead())) return;
    // A few steps at most per tick: settle a round, then make the next.
    for (let step = 0; step < 4 && !this.stopped; step += 1) {
      if (!(await advanceShow(this.deps))) break;
    }
    await refundVoidBets(this.deps);
  }
}

/**
 * One step of the show, from its latest round; true when something changed. The next
 * round is the latest plus one, so a leader that takes over continues where the last
 * one stopped, skipping and repeating nothing.
 */
export async function advanceShow(deps: ShowDeps): Promise<boolean> {
  const [row] = await deps.store.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM show_rounds WHERE game = $1 ORDER BY id DESC LIMIT 1`,
    [deps.game.slug],
  );
  if (!row) {
    await createShowRound(deps, 1, null);
    return true;
  }
  const round = asRound(row);
  if (round.status === 'settled' || round.status === 'void') {
    await createShowRound(deps, round.id + 1, round.next_at);
    return true;
  }
  if (round.status === 'settling') return settleShowRound(deps, round);
  const now = await databaseNow(deps.store);
  if (now < round.result_at) return false;
  if (now > round.result_at + deps.timings.staleMs) {
    await voidShowRound(deps, round);
    return true;
  }
  const taken = await deps.store.query(
    "UPDATE show_rounds SET status = 'settling' WHERE id = $1 AND status = 'open' RETURNING id",
    [round.id],
  );
  if (taken.length === 0) return true;
  return settleShowRound(deps, { ...round, status: 'settling' });
}
