/**
 * `/__crash`: a page that fails to render on purpose, so operators (and the browser
 * tests) can see the error screen and check that crashes reach the server's log.
 * It does nothing else and nothing links to it.
 */
export function CrashProbe(): never {
  throw new Error('Crash probe: this page fails on purpose to show the error screen.');
}
