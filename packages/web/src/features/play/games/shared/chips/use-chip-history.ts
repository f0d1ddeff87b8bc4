import { useCallback, useRef, useState } from 'react';

/**
 * Undo for chip tables: every placement remembers the table before it. A table that
 * changed from outside (not through `place`) starts the history again, so Undo never
 * brings back a table the player did not build.
 */
export function useChipHistory<P>(params: P, onChange: (next: P) => void) {
  const [history, setHistory] = useState<P[]>([]);
  const ours = useRef<P | null>(null);
  if (history.length > 0 && params !== ours.current) {
    setHistory([]);
  }

  const place = useCallback(
    (next: P) => {
      setHistory((previous) => [...previous, params]);
      ours.current = next;
      onChange(next);
    },
    [params, onChange],
  );

  const undo = useCallback(() => {
    const previous = history.at(-1);
    if (previous === undefined) return;
    setHistory(history.slice(0, -1));
    ours.current = previous;
    onChange(previous);
  }, [history, onChange]);

  const clear = useCallback(
    (empty: P) => {
      setHistory([]);
      ours.current = empty;
      onChange(empty);
    },
    [onChange],
  );

  return { place, undo, clear, canUndo: history.length > 0 };
}
