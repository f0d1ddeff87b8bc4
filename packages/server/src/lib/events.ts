import type { FeedPayloadInput, PrivateFeed, PublicFeed } from '@ante/core';
import type { Bus } from './bus/bus';
import type { Db } from './db/database';
import { claimingTransaction } from './idempotency/key-claim';

/** The bus channel that carries one player's private events to every node. */
export function userChannel(userId: string): string {
  return `user:${userId}`;
}

/** The bus channel of a public feed (chat has one per region). */
export function feedChannel(feed: PublicFeed, region?: string): string {
  return feed === 'chat' ? `feed:chat:${region ?? 'en'}` : `feed:${feed}`;
}

/**
 * A private-feed event for every logged-in player, whichever node their socket is on
 * (a staff game message to all): each node delivers it to its own logged-in sockets,
 * so the bus carries it once per node rather than once per player.
 */
export const PLAYERS_CHANNEL = 'players:all';

/** Every change to a support conversation, for the staff sockets subscribed to `support_desk`. */
export const SUPPORT_DESK_CHANNEL = 'support:desk';

/** The bus channel of one visitor's support conversation (`support_visitor`): visitors have no user channel. */
export function supportVisitorChannel(conversationId: string): string {
  return `support:visitor:${conversationId}`;
}

/** Sessions ended anywhere (sign-out, revoke, password change): every node drops their private feeds. */
export const SESSIONS_CHANNEL = 'sessions:revoked';

/** A player's deposit, loss, wager or time limits changed: every node forgets whether they have any. */
export const PLAY_LIMITS_CHANNEL = 'play-limits:changed';

export interface UserEventMessage {
  feed: PrivateFeed;
  payload: unknown;
}

/**
 * Events a use case raises while its transaction runs. They are published only
 * after the commit, so no node ever announces money that then rolled back.
 */
export class PendingEvents {
  private readonly events: Array<{ channel: string; message: unknown }> = [];
  private readonly committed: Array<() => void> = [];

  /** Work to do once the change has committed, beside its events (counting it in the metrics). */
  afterCommit(work: () => void): void {
    this.committed.push(work);
  }

  toUser<F extends PrivateFeed>(userId: string, feed: F, payload: FeedPayloadInput<F>): void {
    const message: UserEventMessage = { feed, payload };
    this.events.push({ channel: userChannel(userId), message });
  }

  /** A private-feed event for every logged-in player (PLAYERS_CHANNEL). */
  toAllPlayers<F extends PrivateFeed>(feed: F, payload: FeedPayloadInput<F>): void {
    const message: UserEventMessage = { feed, payload };
    this.events.push({ channel: PLAYERS_CHANNEL, message });
  }

  /** An event on a public feed (all bets, high rollers, jackpot, chat). */
  toFeed<F extends PublicFeed>(feed: F, payload: FeedPayloadInput<F>, region?: string): void {
    this.events.push({ channel: feedChannel(feed, region), message: payload });
  }

  /** A support event for a visitor's conversation (supportVisitorChannel). */
  toSupportVisitor(conversationId: string, payload: FeedPayloadInput<'support_visitor'>): void {
    this.events.push({ channel: supportVisitorChannel(conversationId), message: payload });
  }

  /** A change to a support conversation, for every member of staff watching the desk. */
  toSupportDesk(payload: FeedPayloadInput<'support_desk'>): void {
    this.events.push({ channel: SUPPORT_DESK_CHANNEL, message: payload });
  }

  /** Sessions ended (SESSIONS_CHANNEL): every node closes their private feeds. None, no event. */
  sessionsRevoked(sessionIds: string[]): void {
    if (sessionIds.length > 0) this.events.push({ channel: SESSIONS_CHANNEL, message: { sessionIds } });
  }

  /** The player's limits changed (PLAY_LIMITS_CHANNEL): every node reads them afresh at their next bet. */
  playLimitsChanged(userId: string): void {
    this.events.push({ channel: PLAY_LIMITS_CHANNEL, message: { userId } });
  }

  /** Moves another queue's events to the end of this one (work done under a savepoint that held). */
  takeFrom(other: PendingEvents): void {
    this.events.push(...other.events.splice(0));
    this.committed.push(...other.committed.splice(0));
  }

  async publish(bus: Bus): Promise<void> {
    for (const work of this.committed.splice(0)) work();
    const events = this.events.splice(0);
    await Promise.all(events.map((event) => bus.publish(event.channel, event.message)));
  }
}

/**
 * Runs `work` in one database transaction and publishes the events it raised once
 * that transaction has committed (nothing is published if it rolls back). In a
 * retry-safe call that sent an Idempotency-Key, the call's first such transaction
 * also records the key (lib/idempotency), so the key is recorded iff its work commits.
 */
export async function transactionWithEvents<T>(
  db: Db,
  bus: Bus,
  work: (trx: Db, events: PendingEvents) => Promise<T>,
): Promise<T> {
  const events = new PendingEvents();
  const result = await claimingTransaction(db, (trx) => work(trx, events));
  await events.publish(bus);
  return result;
}
