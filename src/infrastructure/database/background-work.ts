import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The scheduled jobs run their statements inside this context, so a statement counter can tell them from the
 * request it is counting whatever tables they touch: a job releasing holds reads orders and products, as a request
 * does. (The mail outbox's delivery and the shared request counts touch only their own tables: isBackgroundWork.)
 */
const backgroundWork = new AsyncLocalStorage<true>();

/** Runs `work` (and everything it starts) as background work. */
export const asBackgroundWork = <T>(work: () => T): T => backgroundWork.run(true, work);

/** Whether the caller runs inside {@link asBackgroundWork}. */
export const inBackgroundWork = (): boolean => backgroundWork.getStore() === true;
