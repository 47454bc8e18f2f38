/** At 2 hours or less the admin table shows the remaining time in the urgent style. */
export const URGENT_REMAINING_MS = 2 * 60 * 60 * 1000;

export interface RemainingTime {
  readonly expired: boolean;
  readonly hours: number;
  readonly minutes: number;
  readonly urgent: boolean;
  /** '5h 30m', or 'Expirada'. */
  readonly text: string;
}

export function remainingTime(expiresAt: Date, now: Date): RemainingTime {
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return { expired: true, hours: 0, minutes: 0, urgent: false, text: 'Expirada' };
  const totalMinutes = Math.floor(left / 60_000);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return { expired: false, hours, minutes, urgent: left <= URGENT_REMAINING_MS, text: `${hours}h ${minutes}m` };
}
