/** A small element builder, so that the modules build their DOM in a few readable lines. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean | number | undefined> = {},
  ...children: (Node | string | null | undefined)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    if (name === 'text') element.textContent = String(value);
    else if (name === 'html') element.innerHTML = String(value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) if (child !== null && child !== undefined) element.append(child);
  return element;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits one animation frame; resolves at once when the page is hidden, so a round never stalls in a background tab. */
export function nextFrame(): Promise<number> {
  return new Promise((resolve) => {
    if (document.hidden) resolve(performance.now());
    else requestAnimationFrame(resolve);
  });
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
