/**
 * Sliding-window rate limits: at most `limit` events within `windowMs`.
 * Answers when the next event is allowed (null: now).
 */
export interface RateLimit {
  readonly limit: number;
  readonly windowMs: number;
}

export function nextAllowedAt(events: readonly Date[], rule: RateLimit, now: Date): number | null {
  const windowStart = now.getTime() - rule.windowMs;
  const recent = events
    .map((d) => d.getTime())
    .filter((t) => t > windowStart && t <= now.getTime())
    .sort((a, b) => b - a);
  if (recent.length < rule.limit) return null;
  // The `limit`-th most recent event must leave the window before another one.
  return (recent[rule.limit - 1] as number) + rule.windowMs;
}

/** The latest of several limits' retry moments, or null when every limit allows now. */
export function latestRetry(moments: readonly (number | null)[]): number | null {
  const blocking = moments.filter((moment): moment is number => moment !== null);
  return blocking.length === 0 ? null : Math.max(...blocking);
}

/** 'Intenta de nuevo en N minutos.' with the retry delay in whole minutes (at least 1). */
export function retryInMinutesText(retryAt: number, now: Date): string {
  const minutes = Math.max(1, Math.ceil((retryAt - now.getTime()) / 60_000));
  return `Intenta de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}
