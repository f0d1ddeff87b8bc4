/** A piece of a chat message: plain text, or a link to one of the casino's own pages. */
export type MessagePart = { type: 'text'; text: string } | { type: 'link'; text: string; to: string };

const URL_LIKE = /https?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x/games."). */
const TRAILING = /[.,;:!?)\]}]+$/;

/**
 * Splits a message into text and links (spec: links are never clickable except those
 * to the casino's own pages). Only an absolute address on `origin` becomes a link,
 * to its path within the app; any other address stays text, shown as written.
 */
export function messageParts(text: string, origin: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = parts[parts.length - 1];
    if (previous?.type === 'text') previous.text += value;
    else parts.push({ type: 'text', text: value });
  };
  for (const match of text.matchAll(URL_LIKE)) {
    const start = match.index;
    const address = match[0].replace(TRAILING, '');
    const to = ownPath(address, origin);
    pushText(text.slice(last, start));
    if (to === null) pushText(address);
    else parts.push({ type: 'link', text: address, to });
    last = start + address.length;
  }
  pushText(text.slice(last));
  return parts;
}

/** The in-app path of an address on `origin`, or null for any other site. */
function ownPath(address: string, origin: string): string | null {
  try {
    const url = new URL(address);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
