import { useEffect, useState } from 'react';

/**
 * The time reached in an animation, moving from mark to mark: a board re-renders at
 * each mark (a card landing, the results showing) and reads `now` to know what has
 * happened so far. A new `stepId` starts again at 0; with no marks everything has
 * happened (`Infinity`).
 */
export function useTimeline(stepId: number, marks: readonly number[]): number {
  const [reached, setReached] = useState({ stepId, now: Number.POSITIVE_INFINITY });
  const key = marks.join(',');
  useEffect(() => {
    const times = key ? key.split(',').map(Number) : [];
    if (times.length === 0) {
      setReached({ stepId, now: Number.POSITIVE_INFINITY });
      return;
    }
    setReached({ stepId, now: 0 });
    const timers = times.map((time) => window.setTimeout(() => setReached({ stepId, now: time }), time));
    const done = window.setTimeout(
      () => setReached({ stepId, now: Number.POSITIVE_INFINITY }),
      Math.max(...times) + 1,
    );
    return () => {
      for (const timer of [...timers, done]) window.clearTimeout(timer);
    };
  }, [stepId, key]);
  if (reached.stepId !== stepId) return marks.length > 0 ? 0 : Number.POSITIVE_INFINITY;
  return reached.now;
}
