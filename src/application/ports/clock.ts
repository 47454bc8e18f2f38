/** The only source of "now" for use cases, so time-dependent behaviour is testable at fixed instants. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
