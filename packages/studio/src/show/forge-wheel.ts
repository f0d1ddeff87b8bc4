import { parseShowDocument, type ShowDocument } from './document';
import published from './forge-wheel.json';

/**
 * Forge Wheel, the studio's money-wheel game show, as its document defines it. The
 * JSON file is the published maths; this is the same document parsed and validated,
 * for the code that resolves rounds. Its figures (docs/studio-show.md) come from
 * `publishedInfo` over the file's text.
 */
export const FORGE_WHEEL: ShowDocument = parseShowDocument(published);
