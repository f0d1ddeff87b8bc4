import type { ChatBlock } from '@ante/core';
import type { UsdFormatter } from '../../lib/error-text';

const LOCAL_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Why the send box is closed, in a line that fits under it; null when the player may write. */
export function chatBlockText(
  block: ChatBlock,
  formatUsd: UsdFormatter,
  formatTime = (date: Date) => LOCAL_TIME.format(date),
): string | null {
  if (block === null) return null;
  if (block.reason === 'wager') return `Chat opens after ${formatUsd(block.minWagerUsd)} wagered`;
  return block.until === null ? 'Muted permanently' : `Muted until ${formatTime(new Date(block.until))}`;
}

/** Timers fire at once past about 24.8 days; a longer mute is looked at again hourly. */
const LONGEST_WAIT_MS = 60 * 60 * 1_000;

/** When to ask again whether a mute has ended, in ms from `nowMs`; null if it never ends. */
export function msUntilUnblocked(block: ChatBlock, nowMs = Date.now()): number | null {
  if (block?.reason !== 'muted' || block.until === null) return null;
  return Math.min(LONGEST_WAIT_MS, Math.max(1_000, Date.parse(block.until) - nowMs));
}
