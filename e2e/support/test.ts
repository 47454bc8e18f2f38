import { test as base, expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';

export { expect };

const expectedMessages = new WeakMap<TestInfo, RegExp[]>();

/**
 * A console message this journey causes on purpose (the browser's own line for a page answered 404, say): it
 * does not fail the journey. Anything else still does.
 */
export function expectConsoleMessage(pattern: RegExp): void {
  const info = base.info();
  expectedMessages.set(info, [...(expectedMessages.get(info) ?? []), pattern]);
}

/**
 * A page the server rendered is drawn before its app runs: the entry asks for the app once the first picture is
 * painted (web/src/main.tsx), and a tap before the app has started is lost, as a visitor's would be. A journey
 * acts as a visitor who has seen the page: `goto` and `reload` return once the app has started on it (it takes
 * the page's data block, `esencia-state`, when it hydrates; a page rendered in the browser has none).
 */
function actAfterTheAppStarts(page: Page): void {
  for (const method of ['goto', 'reload'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    (page[method] as (...args: unknown[]) => ReturnType<Page['goto']>) = async (...args) => {
      const response = await navigate(...args);
      await page.locator('#esencia-state').waitFor({ state: 'detached' });
      return response;
    };
  }
}

/**
 * Playwright's `test`, which every journey uses (eslint forbids the plain one in e2e/): a journey fails when a
 * page it opened — in its own context or in any context it makes with `browser.newContext()` — logged an error or
 * a warning in the console (React's hydration errors and warnings among them) or threw an uncaught error.
 */
export const test = base.extend<{ cleanConsole: void }>({
  cleanConsole: [
    async ({ context, browser }, use, testInfo) => {
      const problems: string[] = [];
      const watch = (watched: BrowserContext) => {
        watched.on('console', (message) => {
          if (message.type() !== 'error' && message.type() !== 'warning') return;
          const { url, lineNumber } = message.location();
          problems.push(`${message.type()}: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
        });
        watched.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));
      };
      watch(context);
      context.on('page', actAfterTheAppStarts);
      context.pages().forEach(actAfterTheAppStarts);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...options) => {
        const made = await newContext(...options);
        watch(made);
        // With JavaScript off no app starts: the page is all there is.
        if (options[0]?.javaScriptEnabled !== false) made.on('page', actAfterTheAppStarts);
        return made;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      const expected = expectedMessages.get(testInfo) ?? [];
      const unexpected = problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)));
      if (unexpected.length > 0) await testInfo.attach('console', { body: unexpected.join('\n') });
      expect(unexpected, 'errores o avisos en la consola del navegador').toEqual([]);
    },
    { auto: true },
  ],
});
