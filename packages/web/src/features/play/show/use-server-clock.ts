import { useEffect, useState } from 'react';

/**
 * The server's time, renewed four times a second: enough for a countdown's seconds
 * and the phase changes; the wheel's motion reads the clock itself on every frame.
 */
export function useServerNow(offset: number, intervalMs = 250): number {
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = window.setInterval(() => setNow(Date.now() + offset), intervalMs);
    return () => window.clearInterval(timer);
  }, [offset, intervalMs]);
  return now;
}
