import { act } from '@testing-library/react';
import axe from 'axe-core';
import { afterAll, expect, it, vi } from 'vitest';

interface RunnableStory {
  run: () => Promise<void>;
  /** Runs the cleanups of the story mounted last (any composed story's: Storybook keeps one list). */
  load: () => Promise<void>;
}

type Assertion = () => void | Promise<void>;

/** One assertion per story; the mapped type makes a story without assertions a type error. */
export type StoryAssertions<T extends Record<string, RunnableStory>> = {
  [K in keyof T]: Assertion;
};

const FROZEN_CLOCK = Symbol('frozenClock');

/**
 * Marks a story's assertion to run on a frozen fake clock (see `runOnFrozenClock`): the story
 * renders and plays without any delayed timer firing, and the assertion moves time on with
 * `advanceClock`, so no test waits for real time to pass.
 */
export function onFrozenClock(assert: Assertion): Assertion {
  return Object.assign(() => assert(), { [FROZEN_CLOCK]: true });
}

let frozenInstant = 0;

/** The instant (ms) the fake clock was frozen at, for assertions on stored deadlines ("hidden until …"). */
export function frozenAt(): number {
  return frozenInstant;
}

// Captured before any test fakes the clock: the frozen-clock loop yields to Node with it.
const realSetImmediate = globalThis.setImmediate;

/**
 * Fakes the timers (not animation frames, microtasks or `setImmediate`) and runs `render` with the
 * fake clock frozen at its start: zero-delay timers still run (user-event's pause between actions,
 * Testing Library's microtask drain, Radix's focus hand-offs), so a play function behaves as usual,
 * but no timer with a real delay fires until the test calls `vi.advanceTimersByTime`.
 */
export async function runOnFrozenClock(render: () => Promise<void>): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  frozenInstant = Date.now();
  let settled = false;
  const running = render().finally(() => {
    settled = true;
  });
  while (!settled) {
    await new Promise((resolve) => realSetImmediate(resolve));
    vi.advanceTimersByTime(0);
  }
  await running;
}

/** Moves the fake clock on by `ms`, running the timers that fall due inside React's `act`. */
export function advanceClock(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/**
 * axe-core's checks (WCAG 2.1 A and AA, best practices) that mean something for one story in jsdom. Left out:
 * colour contrast and label in name (jsdom neither lays out nor draws text, so axe cannot tell; the journeys,
 * e2e/accessibility.spec.ts, check both in Chromium) and the rules about a whole page (landmarks, a main region,
 * an h1), which a component on its own has no reason to meet.
 */
const AXE_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  rules: {
    'color-contrast': { enabled: false },
    'label-content-name-mismatch': { enabled: false },
    region: { enabled: false },
    'landmark-one-main': { enabled: false },
    'page-has-heading-one': { enabled: false },
  },
};

/** What axe finds wrong in the rendered story, one line per rule with the elements it names. */
async function accessibilityViolations(): Promise<string[]> {
  const { violations } = await axe.run(document.body, AXE_OPTIONS);
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/**
 * Declares one test per composed story: renders it with `Story.run()` (which also runs its
 * `play` function, if any), runs the story's assertions, then axe over what is on screen.
 * Iterating over the composed stories (not the assertions) means a new story without assertions
 * fails at runtime too.
 */
export function testStories<T extends Record<string, RunnableStory>>(composed: T, assertions: StoryAssertions<T>) {
  for (const [name, Story] of Object.entries(composed)) {
    it(`renders the ${name} story`, async () => {
      const assert = assertions[name as keyof T];
      if (typeof assert !== 'function') {
        throw new Error(`Story "${name}" has no assertions in its test file.`);
      }
      if (!(FROZEN_CLOCK in assert)) {
        await Story.run();
        await assert();
      } else {
        try {
          await runOnFrozenClock(() => Story.run());
          await assert();
        } finally {
          vi.useRealTimers();
        }
      }
      // Then axe over what the story left on screen (on the real clock: axe schedules its own work).
      expect(await accessibilityViolations(), 'axe').toEqual([]);
    });
  }
  // A composed story stays mounted until the next one runs: the last one is unmounted here, so no work it
  // scheduled (a toast's timer, React's next render) runs after the file's test environment is torn down
  // (it failed a full run with 'window is not defined' from Toast.test.tsx).
  afterAll(async () => {
    await Object.values(composed)[0]?.load();
  });
}
