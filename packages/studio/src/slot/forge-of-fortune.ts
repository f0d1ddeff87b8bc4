import { parseSlotDocument, type SlotDocument } from './document';
import published from './forge-of-fortune.json';

/**
 * Forge of Fortune, the studio's first slot, as its document defines it. The JSON file
 * is the published maths; this is the same document parsed and validated, for the
 * code that plays it. Its figures (docs/studio-slot.md) come from `publishedInfo` over
 * the file's text.
 */
export const FORGE_OF_FORTUNE: SlotDocument = parseSlotDocument(published);
