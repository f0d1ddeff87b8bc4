/**
 * Where in the code a crash happened, as one line that stays the same from one report
 * to the next: the stack's first frame (Chrome's `at fn (url:line:col)`, Firefox's and
 * Safari's `fn@url:line:col`) with the site's origin and any query taken off, so the
 * same bug reported from two addresses of the site is one group. Without a stack, the
 * page's path stands in.
 */
export function crashLocation(stack: string | undefined, url: string | undefined): string {
  for (const line of (stack ?? '').split('\n')) {
    const frame = /^\s*at\s+(.*)$/.exec(line)?.[1] ?? /^[^@\s]*@(.+)$/.exec(line.trim())?.[0];
    if (frame) return shorten(frame);
  }
  return url ? pathOf(url) : 'unknown';
}

function shorten(frame: string): string {
  return frame
    .replace(/[a-z][a-z0-9+.-]*:\/\/[^/\s)]+/gi, '')
    .replace(/\?[^:\s)]*/g, '')
    .trim()
    .slice(0, 300);
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://x').pathname.slice(0, 300);
  } catch {
    return url.slice(0, 300);
  }
}
