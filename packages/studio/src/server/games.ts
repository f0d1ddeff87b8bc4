import type { SlotDocument } from '../slot/document';
import { parseSlotDocument } from '../slot/document';
import { type PublishedInfo, publishedInfo } from '../slot/published-info';

/** A game the studio serves: its published document, exactly as served, and the figures drawn from it. */
export interface StudioGame {
  slug: string;
  document: SlotDocument;
  /** The document's text, byte for byte what `/studio/games/{slug}.json` serves and its SHA-256 covers. */
  text: string;
  info: PublishedInfo;
}

export function loadGame(slug: string, text: string): StudioGame {
  return { slug, document: parseSlotDocument(JSON.parse(text)), text, info: publishedInfo(text) };
}
