import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A modal whose state lives in the URL's `modal` parameter (spec section 2 deep
 * links): deep links, reloads and buttons all open it the same way, and sharing the
 * one parameter keeps a single modal open at a time. `values` are the parameter
 * values (tabs) this modal answers to.
 */
export function useModalParam<T extends string>(values: readonly T[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get('modal');
  const tab = value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

  const setModal = useCallback(
    (next: T | null) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next === null) params.delete('modal');
          else params.set('modal', next);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const open = useCallback((next: T) => setModal(next), [setModal]);
  const close = useCallback(() => setModal(null), [setModal]);

  // The tab to render: the last one opened, so the content stays while the dialog
  // animates out after the parameter is gone.
  const [shown, setShown] = useState<T>(tab ?? (values[0] as T));
  const [seen, setSeen] = useState(tab);
  if (tab !== seen) {
    setSeen(tab);
    if (tab) setShown(tab);
  }
  // A tab click switches at once; the URL follows (router updates run as transitions, which lag a click).
  const select = useCallback(
    (next: T) => {
      setShown(next);
      setModal(next);
    },
    [setModal],
  );

  return { tab, shown, open, close, select };
}
