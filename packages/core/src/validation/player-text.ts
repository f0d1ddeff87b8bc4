/**
 * Text one person writes and others read (chat messages, campaign names, verification
 * details, staff notes to players) is measured and bounded here, so a few characters
 * cannot draw over the page around them or carry thousands of code points.
 *
 * Combining marks (accents, vowel signs, tone marks) sit on the character before them.
 * Real writing puts at most three on one character (Devanagari's nukta, vowel sign and
 * candrabindu; Thai's vowel and tone; Vietnamese's two accents); more stack upwards
 * over the lines above, so more than MAX_MARKS_PER_CHARACTER is refused or dropped.
 */
export const MAX_MARKS_PER_CHARACTER = 3;

/**
 * A real emoji sequence (a family, a kiss with two skin tones, a subdivision flag) is at
 * most about ten code points. A longer cluster is a chain built to pass as one
 * character, and counts one per code point.
 */
const MAX_CLUSTER_CODE_POINTS = 12;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const MARK = /\p{M}/u;

function marksIn(cluster: string): number {
  let marks = 0;
  for (const char of cluster) if (MARK.test(char)) marks += 1;
  return marks;
}

/** Grapheme clusters as a reader sees them (an emoji family is one), without any measure. */
export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of segmenter.segment(text)) count += 1;
  return count;
}

/**
 * The length a limit counts: one per character a reader sees, plus one for every
 * combining mark after a character's first (so marks cannot ride along for free),
 * and one per code point for a cluster too long to be a real character.
 */
export function textLength(text: string): number {
  let length = 0;
  for (const { segment } of segmenter.segment(text)) {
    const codePoints = [...segment].length;
    length += codePoints > MAX_CLUSTER_CODE_POINTS ? codePoints : 1 + Math.max(0, marksIn(segment) - 1);
  }
  return length;
}

/** Whether some character carries more than MAX_MARKS_PER_CHARACTER combining marks. */
export function hasStackedMarks(text: string): boolean {
  for (const { segment } of segmenter.segment(text)) {
    if (marksIn(segment) > MAX_MARKS_PER_CHARACTER) return true;
  }
  return false;
}

/** The text with every character's combining marks after the first MAX_MARKS_PER_CHARACTER dropped. */
export function limitCombiningMarks(text: string): string {
  let result = '';
  for (const { segment } of segmenter.segment(text)) {
    let marks = 0;
    for (const char of segment) {
      if (MARK.test(char)) {
        marks += 1;
        if (marks > MAX_MARKS_PER_CHARACTER) continue;
      }
      result += char;
    }
  }
  return result;
}

/** The refusal for a field whose text stacks marks, in sentences, naming the field. */
export function stackedMarksMessage(label: string): string {
  return `${label} may carry at most ${MAX_MARKS_PER_CHARACTER} accents or marks on one character`;
}
