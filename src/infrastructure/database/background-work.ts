import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The scheduled jobs run their statements inside this context, so a statement counter can tell them from the
 * request it is counting whatever tables they touch: a job releasing holds reads orders and products, as a request
 * does. (The mail outbox's delivery and the shared request counts touch only their own tables: isBackgroundWork.)
 *
 * Only once something asks (a statement counter: tests and benchmarks, {@link markBackgroundWork}): a running
 * AsyncLocalStorage costs every promise the process creates afterwards (node 20 copies each storage's store onto
 * every new promise), and a second one besides the request ids' more than doubled that cost (docs/performance.md).
 */
const backgroundWork = new AsyncLocalStorage<true>();
let marking = false;

/** From now on, background work is marked in this process (a statement counter calls it). */
export function markBackgroundWork(): void {
  marking = true;
}

/** Runs `work` (and everything it starts) as background work, marked once {@link markBackgroundWork} was called. */
export const asBackgroundWork = <T>(work: () => T): T => (marking ? backgroundWork.run(true, work) : work());

/** Whether the caller runs inside {@link asBackgroundWork} (false until {@link markBackgroundWork}). */
export const inBackgroundWork = (): boolean => backgroundWork.getStore() === true;
