import { CHAT_MESSAGE_MAX } from '../contracts/chat';
import { limitCombiningMarks, textLength } from '../validation/player-text';

/**
 * Zero-width joiners glue emoji sequences (a family, a skin-toned profession) and are
 * kept there; anywhere else they, like every other format character (zero-width
 * spaces, bidi overrides, tags), only hide or disguise text, so they go.
 */
const JOINER_OUTSIDE_EMOJI =
  /(?<!\p{Extended_Pictographic}\uFE0F?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;
const FORMAT = /\p{Cf}/gu;
const LINE_BREAKS = /[\r\n\t\v\f\u2028\u2029\u0085]+/g;
const CONTROL = /\p{Cc}/gu;

export type CleanChatText = { ok: true; text: string } | { ok: false; message: string };

/**
 * What a chat message becomes before it is counted and stored: line breaks and tabs
 * turn into spaces (a message is one line), control and zero-width characters go,
 * marks stacked past MAX_MARKS_PER_CHARACTER on one character go (they would draw
 * over the messages above), and the ends are trimmed. The length counts the marks
 * that stay (player-text.ts), so they cannot stretch a message past the limit. The
 * web runs the same function for its counter, so the count a player sees is the
 * count the server applies.
 */
export function cleanChatText(raw: string): CleanChatText {
  const spaced = raw
    .normalize('NFC')
    .replace(LINE_BREAKS, ' ')
    .replace(CONTROL, '')
    .replace(JOINER_OUTSIDE_EMOJI, '')
    .replace(FORMAT, (char) => (char === '\u200D' ? char : ''))
    .trim();
  const text = limitCombiningMarks(spaced);
  if (text === '') return { ok: false, message: 'Message is empty' };
  const count = textLength(text);
  if (count > CHAT_MESSAGE_MAX) {
    return { ok: false, message: `Message must be at most ${CHAT_MESSAGE_MAX} characters (it has ${count})` };
  }
  return { ok: true, text };
}

/** `@name` tokens, as written (a username's characters), in order, without repeats. */
export function mentionCandidates(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/(?<![A-Za-z0-9_])@([A-Za-z0-9_]{3,14})(?![A-Za-z0-9_])/g)) {
    names.add(match[1] as string);
  }
  return [...names];
}

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/**
 * The round a message shares: the `roundId` of a link to a bet slip on any casino
 * page (`/games/dice?modal=bet-slip&roundId=...`), or a bare round id the web put in
 * the message. The server keeps it only if such a round exists.
 */
export function sharedRoundCandidate(text: string): string | null {
  const linked = new RegExp(`[?&]roundId=(${UUID})(?![0-9a-fA-F-])`).exec(text);
  if (linked) return (linked[1] as string).toLowerCase();
  const bare = new RegExp(`(?<![0-9A-Za-z/=-])(${UUID})(?![0-9A-Za-z-])`).exec(text);
  return bare ? (bare[1] as string).toLowerCase() : null;
}

/** A `/tip @username amount currency` command typed in the send box, or null. */
export function parseTipCommand(text: string): { username: string; amount: string; currency: string } | null {
  const match = /^\/tip\s+@?([A-Za-z0-9_]{3,14})\s+([0-9]+(?:\.[0-9]+)?)\s+([A-Za-z]{2,5})\s*$/i.exec(
    text.trim(),
  );
  if (!match) return null;
  return {
    username: match[1] as string,
    amount: match[2] as string,
    currency: (match[3] as string).toUpperCase(),
  };
}
