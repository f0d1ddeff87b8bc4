import type { ChatFeedEvent } from '@ante/core';
import type { PendingEvents } from '../../lib/events';

/** Ids per `removed` event: a long-time player's messages are split, each frame stays small. */
const IDS_PER_EVENT = 500;

/** Queues `removed` events on each region's feed for the messages staff removed. */
export function queueRemoved(events: PendingEvents, removed: Array<{ id: string; region: string }>): void {
  const byRegion = new Map<string, string[]>();
  for (const { id, region } of removed) {
    const ids = byRegion.get(region) ?? [];
    ids.push(id);
    byRegion.set(region, ids);
  }
  for (const [region, ids] of byRegion) {
    for (let at = 0; at < ids.length; at += IDS_PER_EVENT) {
      const event: ChatFeedEvent = { type: 'removed', ids: ids.slice(at, at + IDS_PER_EVENT) };
      events.toFeed('chat', event, region);
    }
  }
}
