import { SUPPORT_MESSAGE_MAX } from '../contracts/support';
import { limitCombiningMarks, textLength } from '../validation/player-text';

/** Line breaks of every kind, read as one `\n` each. */
const LINE_BREAK = /\r\n|[\r\v\f\u2028\u2029\u0085]/g;
/** Control characters other than the line break and the tab, which a message keeps. */
const CONTROL = /[^\P{Cc}\n\t]/gu;
const JOINER_OUTSIDE_EMOJI =
  /(?<!\p{Extended_Pictographic}\uFE0F?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;
const FORMAT = /\p{Cf}/gu;
/** More than one empty line in a row only pushes the conversation off the screen. */
const BLANK_LINES = /\n[ \t]*\n(?:[ \t]*\n)+/g;

export type CleanSupportText = { ok: true; text: string } | { ok: false; message: string };

/**
 * What a support message becomes before it is counted and stored. Unlike a chat line
 * it may span lines (a player describing a problem writes paragraphs), so line breaks
 * stay, at most one empty line at a time; control and zero-width characters go, as
 * do marks stacked past three on one character (player-text.ts), and the ends are
 * trimmed. The web runs the same function for its counter.
 */
export function cleanSupportText(raw: string): CleanSupportText {
  const cleaned = raw
    .normalize('NFC')
    .replace(LINE_BREAK, '\n')
    .replace(CONTROL, '')
    .replace(JOINER_OUTSIDE_EMOJI, '')
    .replace(FORMAT, (char) => (char === '\u200D' ? char : ''))
    .replace(BLANK_LINES, '\n\n')
    .trim();
  const text = limitCombiningMarks(cleaned);
  if (text === '') return { ok: false, message: 'Message is empty' };
  const count = textLength(text);
  if (count > SUPPORT_MESSAGE_MAX) {
    return {
      ok: false,
      message: `Message must be at most ${SUPPORT_MESSAGE_MAX} characters (it has ${count})`,
    };
  }
  return { ok: true, text };
}
