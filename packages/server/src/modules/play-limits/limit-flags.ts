import type { Bus } from '../../lib/bus/bus';
import type { Db } from '../../lib/db/database';
import { PLAY_LIMITS_CHANNEL } from '../../lib/events';

/** Past this many players a node starts its memory of who has limits afresh, rather than grow without end. */
const MAX_REMEMBERED = 100_000;
/**
 * How long a node trusts what it remembers. The bus tells every node of a change at
 * once; this bounds how long a node that missed the message (Redis gone for a moment)
 * can go on taking a player's bets without reading their limits.
 */
const REMEMBER_MS = 5_000;

/**
 * Whether a player has any deposit, loss, wager or time limit, remembered per node, so a bet
 * of a player without one (nearly every bet) costs no query: only a player with a
 * limit takes the per-player lock and reads their totals. A change of limits is
 * announced on the bus after it commits (PLAY_LIMITS_CHANNEL), and every node forgets
 * that player; the node that made the change forgets at once too (`forget`), so the
 * player's next bet there reads the table. A read racing such a change does not store
 * its answer (the `epoch` moved on), so a stale "no limits" is never kept, and no
 * answer is trusted for longer than REMEMBER_MS.
 */
export class PlayLimitFlags {
  private readonly known = new Map<string, { has: boolean; at: number }>();
  private epoch = 0;

  async has(db: Db, userId: string): Promise<boolean> {
    const remembered = this.known.get(userId);
    if (remembered !== undefined && Date.now() - remembered.at < REMEMBER_MS) return remembered.has;
    const epoch = this.epoch;
    const row = await db
      .selectFrom('play_limits')
      .select('user_id')
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst();
    const has = row !== undefined;
    if (epoch === this.epoch) {
      if (this.known.size >= MAX_REMEMBERED) this.known.clear();
      this.known.set(userId, { has, at: Date.now() });
    }
    return has;
  }

  forget(userId: string): void {
    this.epoch += 1;
    this.known.delete(userId);
  }
}

const flagsByBus = new WeakMap<Bus, PlayLimitFlags>();

/** The one memory of a casino's node (one per bus), listening for changes from every node. */
export function playLimitFlags(bus: Bus): PlayLimitFlags {
  let flags = flagsByBus.get(bus);
  if (flags) return flags;
  const created = new PlayLimitFlags();
  flagsByBus.set(bus, created);
  void bus.subscribe(PLAY_LIMITS_CHANNEL, (message) => {
    const userId = (message as { userId?: unknown }).userId;
    if (typeof userId === 'string') created.forget(userId);
  });
  flags = created;
  return flags;
}
