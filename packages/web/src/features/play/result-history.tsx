import { useCallback, useState } from 'react';
import classes from './result-history.module.css';

export type HistoryEntry = { id: string; label: string; won: boolean };

/** How many results a strip keeps; narrow boards show fewer through CSS. */
const HISTORY_SIZE = 10;

/** The results a board has shown this visit, newest last. */
export function useResultHistory() {
  const [entries, setEntries] = useState<HistoryEntry[]>([]);
  const push = useCallback(
    (entry: HistoryEntry) =>
      setEntries((current) =>
        current.some((item) => item.id === entry.id) ? current : [...current, entry].slice(-HISTORY_SIZE),
      ),
    [],
  );
  return { entries, push };
}

/** A strip of the latest results (rolls, multipliers), green for wins and red for losses. */
export function ResultHistory({ entries, label }: { entries: readonly HistoryEntry[]; label: string }) {
  return (
    <ol className={classes.strip} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id} className={classes.item} data-won={entry.won || undefined}>
          {entry.label}
        </li>
      ))}
    </ol>
  );
}
