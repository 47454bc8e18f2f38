import { useCallback, useEffect, useState } from 'react';

/** Default auto-advance interval of the kit's carousels and galleries (spec: 5 s). */
export const DEFAULT_ROTATION_INTERVAL_MS = 5000;

export interface RotatingIndex {
  index: number;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
}

export interface RotatingIndexOptions {
  count: number;
  /** Stops the auto-advance (hover, focus, the user's pause button, an open lightbox...). */
  paused: boolean;
  /** Auto-advance period in ms; 0 (or less) turns auto-advance off. */
  intervalMs: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
}

/** A wrapping index over `count` items that advances every `intervalMs` unless `paused`. */
export function useRotatingIndex({
  count,
  paused,
  intervalMs,
  defaultIndex = 0,
  onIndexChange,
}: RotatingIndexOptions): RotatingIndex {
  const [rawIndex, setRawIndex] = useState(defaultIndex);
  const index = count > 0 ? ((rawIndex % count) + count) % count : 0;

  const goTo = useCallback(
    (target: number) => {
      const next = count > 0 ? ((target % count) + count) % count : 0;
      setRawIndex(next);
      onIndexChange?.(next);
    },
    [count, onIndexChange],
  );
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const previous = useCallback(() => goTo(index - 1), [goTo, index]);

  useEffect(() => {
    if (paused || count < 2 || intervalMs <= 0) return undefined;
    const timer = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(timer);
  }, [paused, count, intervalMs, next]);

  return { index, goTo, next, previous };
}
