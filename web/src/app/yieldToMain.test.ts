import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yieldToMain';

/** Whether the promise has settled by now (after the microtasks queued so far). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
}

describe('yieldToMain: what follows runs in a task of its own', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('without scheduler.yield, resolves on a zero-delay timer, not in the same task', async () => {
    vi.stubGlobal('scheduler', undefined);
    const yielded = yieldToMain();
    expect(await settled(yielded)).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(await settled(yielded)).toBe(true);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    let resume: () => void = () => {};
    const schedulerYield = vi.fn(() => new Promise<void>((resolve) => (resume = resolve)));
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    const yielded = yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(await settled(yielded)).toBe(false);
    resume();
    expect(await settled(yielded)).toBe(true);
  });

  it('falls back to the timer when scheduler has no yield (an older browser)', async () => {
    vi.stubGlobal('scheduler', { postTask: () => Promise.resolve() });
    const yielded = yieldToMain();
    expect(await settled(yielded)).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(await settled(yielded)).toBe(true);
  });
});
