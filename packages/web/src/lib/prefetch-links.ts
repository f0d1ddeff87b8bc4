/**
 * Fetches a page's code before the player opens it: at once when a link to it is hovered,
 * focused or touched, and at the browser's next idle moment when a link comes within 200 px
 * of the screen. Players who asked their browser to save data get only the first.
 * One listener on the document serves every link, including those rendered later.
 */
export function installLinkPrefetch(prefetch: (pathname: string) => void): () => void {
  const done = new Set<string>();
  const pathOf = (anchor: HTMLAnchorElement): string | null => {
    if (anchor.origin !== window.location.origin || anchor.hasAttribute('download')) return null;
    return anchor.pathname;
  };
  const fetchFor = (anchor: HTMLAnchorElement) => {
    const path = pathOf(anchor);
    if (path === null || done.has(path)) return;
    done.add(path);
    prefetch(path);
  };

  const onIntent = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (anchor instanceof HTMLAnchorElement) fetchFor(anchor);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });
  const removeIntent = () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
    document.removeEventListener('touchstart', onIntent);
  };

  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData || typeof IntersectionObserver === 'undefined') return removeIntent;

  const idle = (task: () => void) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(task, { timeout: 3000 })
      : setTimeout(task, 200);
  const seen = new WeakSet<Element>();
  const inView = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        inView.unobserve(entry.target);
        idle(() => fetchFor(entry.target as HTMLAnchorElement));
      }
    },
    { rootMargin: '200px' },
  );
  const watchOne = (anchor: HTMLAnchorElement) => {
    if (seen.has(anchor)) return;
    seen.add(anchor);
    // A link to a page already fetched needs no watching.
    const path = pathOf(anchor);
    if (path !== null && !done.has(path)) inView.observe(anchor);
  };
  const watch = (root: Element | Document) => {
    if (root instanceof HTMLAnchorElement && root.hasAttribute('href')) watchOne(root);
    for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]')) watchOne(anchor);
  };
  const added = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) watch(node);
      }
    }
  });
  // Links shown with the first render are watched once the page has loaded, so the
  // prefetching never competes with what the first page itself needs.
  const start = () => {
    // Tells a measurement of the first page (bench/page-weight.mjs) where the page's own
    // downloads end and the fetching ahead begins.
    performance.mark('ante:prefetch-start');
    watch(document);
    added.observe(document.body, { childList: true, subtree: true });
  };
  if (document.readyState === 'complete') idle(start);
  else window.addEventListener('load', () => idle(start), { once: true });
  return () => {
    removeIntent();
    inView.disconnect();
    added.disconnect();
  };
}
