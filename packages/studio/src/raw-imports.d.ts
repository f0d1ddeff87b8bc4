/**
 * Vite's `?raw` imports, which the tests use to read a file's exact text (the slot
 * document as served, the docs page) without Node's file API, which this package's
 * sources do not use.
 */
declare module '*?raw' {
  const text: string;
  export default text;
}
