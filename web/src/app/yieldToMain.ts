interface Scheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resolves in a new one, so that what the caller does next is a task of its own: the
 * app's start is several pieces of work (evaluating its modules, making the client, the router, hydrating), each
 * short, but run back to back they were one long task a phone's main thread could not answer a tap during, and
 * Lighthouse's blocking time counts every task past 50 ms (docs/performance.md). `scheduler.yield()` where the
 * browser has it (the continuation goes before other waiting tasks), else a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
