import { it } from 'vitest';

interface RunnableStory {
  run: () => Promise<void>;
}

/** One assertion per story; the mapped type makes a story without assertions a type error. */
export type StoryAssertions<T extends Record<string, RunnableStory>> = {
  [K in keyof T]: () => void | Promise<void>;
};

/**
 * Declares one test per composed story: renders it with `Story.run()` (which also runs its
 * `play` function, if any) and then runs the story's assertions. Iterating over the composed
 * stories (not the assertions) means a new story without assertions fails at runtime too.
 */
export function testStories<T extends Record<string, RunnableStory>>(composed: T, assertions: StoryAssertions<T>) {
  for (const [name, Story] of Object.entries(composed)) {
    it(`renders the ${name} story`, async () => {
      const assert = assertions[name as keyof T];
      if (typeof assert !== 'function') {
        throw new Error(`Story "${name}" has no assertions in its test file.`);
      }
      await Story.run();
      await assert();
    });
  }
}
