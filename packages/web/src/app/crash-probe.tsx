/**
 * `/__crash`: a page that fails to render on purpose, so the browser tests can see the
 * error screen and check that crashes reach the server's log. Mounted only when the
 * server runs with CRASH_PROBE=true (see routes.tsx): on a live site any visitor could
 * otherwise write error entries into the log. Nothing links to it.
 */
export function CrashProbe(): never {
  throw new Error('Crash probe: this page fails on purpose to show the error screen.');
}
