/** A piece of a chat message: plain text, or a link to one of the casino's own pages. */
export type MessagePart = { type: 'text'; text: string } | { type: 'link'; text: string; to: string };

const URL_LIKE = /https?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x/games."). */
const TRAILING = /[.,;:!?)\]}]+$/;

/**
 * Splits a message into text and links (docs/chat.md: links are never clickable except those
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

/** Slashes a browser or a server may read as the start of another host: `\\`, `%2F`, `%5C`. */
const HIDDEN_SLASH = /\\|%2f|%5c/i;

/**
 * The in-app path of an address on `origin`, or null for any other site. The path is
 * taken after the URL parser has normalised it (dot segments resolved, backslashes
 * turned into slashes), and is refused when it could still name another host: a
 * path starting with `//` is protocol-relative (`//evil.example/login` leaves the
 * site though the text shows ours), and a backslash or an encoded slash or
 * backslash anywhere in the address is how such a path is disguised. Credentials
 * in the address (`https://ante.example@evil.example`, or a user name before our
 * host) are refused too: the link would not be what it reads as.
 */
function ownPath(address: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.username !== '' || url.password !== '') return null;
  if (HIDDEN_SLASH.test(address) || !url.pathname.startsWith('/') || url.pathname.startsWith('//'))
    return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The last word: read back against our origin, the path must stay on it.
  return new URL(path, origin).origin === origin ? path : null;
}
