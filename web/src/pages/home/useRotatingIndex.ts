import { useCallback, useEffect, useState } from 'react';

/** Home carousel interval (spec: 5 s). */
export const CAROUSEL_INTERVAL_MS = 5000;

export interface RotatingIndex {
  index: number;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
}

/** An index over `count` slides that advances every `intervalMs` unless `paused`. */
export function useRotatingIndex(count: number, paused: boolean, intervalMs = CAROUSEL_INTERVAL_MS): RotatingIndex {
  const [rawIndex, setRawIndex] = useState(0);
  const index = count > 0 ? rawIndex % count : 0;

  const goTo = useCallback((target: number) => setRawIndex(count > 0 ? (target + count) % count : 0), [count]);
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const previous = useCallback(() => goTo(index - 1), [goTo, index]);

  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(timer);
  }, [paused, count, intervalMs, next]);

  return { index, goTo, next, previous };
}
