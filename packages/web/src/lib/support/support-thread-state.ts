import type { SupportMessage } from '@ante/core';

/**
 * A message added to a list the screen holds: once, whichever of its copies comes
 * first (the answer to the send, the feed's event, a reread after a reconnect), and in
 * the order they were written.
 */
export function withMessage(messages: readonly SupportMessage[], message: SupportMessage): SupportMessage[] {
  if (messages.some((each) => each.id === message.id)) return [...messages];
  return [...messages, message].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
}
