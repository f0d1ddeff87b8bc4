import {
  CHAT_MESSAGE_MAX,
  cleanChatText,
  limitCombiningMarks,
  parseTipCommand,
  textLength,
} from '@ante/core';

export type TipCommand = NonNullable<ReturnType<typeof parseTipCommand>>;

/** What the send box holds, and what Enter does with it. */
export type Draft =
  | { kind: 'empty' }
  | { kind: 'message'; text: string }
  | { kind: 'refused'; message: string }
  | { kind: 'tip'; tip: TipCommand };

export const TIP_USAGE = 'To tip, write /tip @username amount currency, for example /tip @lucky 5 USDT';

/**
 * Reads the send box the way the server will: a `/tip` command opens the tip
 * confirmation; anything else is cleaned by core's rules (the same the server
 * applies), so a message refused here would be refused there too.
 */
export function readDraft(raw: string): Draft {
  if (/^\s*\/tip\b/i.test(raw)) {
    const tip = parseTipCommand(raw);
    return tip ? { kind: 'tip', tip } : { kind: 'refused', message: TIP_USAGE };
  }
  const cleaned = cleanChatText(raw);
  if (cleaned.ok) return { kind: 'message', text: cleaned.text };
  return raw.trim() === '' ? { kind: 'empty' } : { kind: 'refused', message: cleaned.message };
}

/** The counter under the box: characters as the reader will count them, and whether it is too many. */
export function draftCount(raw: string): { count: number; over: boolean } {
  const cleaned = cleanChatText(raw);
  const count = cleaned.ok
    ? textLength(cleaned.text)
    : textLength(limitCombiningMarks(raw.normalize('NFC').trim()));
  return { count, over: count > CHAT_MESSAGE_MAX };
}
