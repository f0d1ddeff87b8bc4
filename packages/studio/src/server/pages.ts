/** JSON inside a <script> tag: `<` escaped so no value can close the tag. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The game's page: the client's files and the launch parameters it reads (no inline script runs). */
export function launchPage(title: string, launch: unknown): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/studio/assets/slot.css"></head><body><div id="app"></div><script type="application/json" id="launch">${scriptJson(launch)}</script><script type="module" src="/studio/assets/slot.js"></script></body></html>`;
}

/** A round's page: the verifier reads the round and the published document and recomputes it in the browser. */
export function roundPage(roundId: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Round ${escapeHtml(roundId)} · Ante Studio</title><link rel="stylesheet" href="/studio/assets/verify.css"></head><body><main id="verify" data-round="${escapeHtml(roundId)}"><p>Loading the round…</p></main><script type="module" src="/studio/assets/verify.js"></script></body></html>`;
}
