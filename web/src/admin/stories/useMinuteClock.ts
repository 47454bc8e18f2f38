import { useEffect, useState } from 'react';

/** The remaining time is shown in hours and minutes, so the clock moves once a minute. */
export const REMAINING_TIME_REFRESH_MS = 60_000;

/** Now, renewed every `intervalMs` (the stories table's remaining time). */
export function useMinuteClock(intervalMs: number = REMAINING_TIME_REFRESH_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
