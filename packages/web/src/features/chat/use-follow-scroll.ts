import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Within this many pixels of the end, the player counts as reading the newest message. */
const AT_END_PX = 48;

/**
 * Keeps a message list at its newest message while the player is there, and leaves it
 * alone once they scroll up to read; then `unseen` says new messages came in below.
 * `newestKey` is the newest row's key; `force` follows even a scrolled-up list (the
 * player's own message). Rows that grow after they show (a bet card loading) keep a
 * following list at the end too.
 */
export function useFollowScroll(newestKey: string | undefined, force: boolean) {
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLOListElement>(null);
  const following = useRef(true);
  const [unseen, setUnseen] = useState(false);

  const jumpToEnd = useCallback((behavior: ScrollBehavior = 'instant') => {
    const element = viewport.current;
    if (element) element.scrollTo({ top: element.scrollHeight, behavior });
  }, []);

  const handleScroll = useCallback(() => {
    const element = viewport.current;
    if (!element) return;
    const atEnd = element.scrollHeight - element.scrollTop - element.clientHeight <= AT_END_PX;
    following.current = atEnd;
    if (atEnd) setUnseen(false);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new newest row.
  useLayoutEffect(() => {
    if (newestKey === undefined) return;
    if (force) following.current = true;
    if (following.current) jumpToEnd();
    else setUnseen(true);
  }, [newestKey]);

  useEffect(() => {
    const list = content.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (following.current) jumpToEnd();
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [jumpToEnd]);

  const showNewest = useCallback(() => {
    following.current = true;
    setUnseen(false);
    jumpToEnd('smooth');
  }, [jumpToEnd]);

  return { viewport, content, handleScroll, unseen, showNewest };
}
