import { test as base, type Browser, type BrowserContext, type ConsoleMessage, type WebError } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Locator, Page, Route } from '@playwright/test';

/**
 * Every browser test fails on a console error or warning of the page, or an uncaught exception in it,
 * that the test did not declare. Specs import `test` and `expect` from here instead of
 * '@playwright/test'. A test that provokes one on purpose declares it:
 *
 *   test('...', async ({ page, expectConsoleError }) => {
 *     expectConsoleError(/status of 503/);   // Chromium logs each failed request as a console error
 *
 * or, for a whole file or describe block, `test.use({ expectedConsole: [/pattern/] })`. This covers the
 * `page` of the test and any context the test opens with browser.newContext() or browser.newPage().
 */
interface ConsoleOptions {
  /** Console messages (errors, warnings, page errors) every test of the file or block expects. */
  expectedConsole: RegExp[];
}

interface ConsoleFixtures {
  /** The current test expects a console error or warning, or an uncaught page error, matching `pattern`. */
  expectConsoleError: (pattern: RegExp) => void;
  /** The undeclared console messages printed so far (the test fails on them at its end anyway). */
  unexpectedConsole: () => string[];
}

class ConsoleWatch {
  readonly printed: string[] = [];

  constructor(readonly expected: RegExp[]) {}

  unexpected(): string[] {
    return this.printed.filter((line) => !this.expected.some((pattern) => pattern.test(line)));
  }

  watch(context: BrowserContext): void {
    context.on('console', (message: ConsoleMessage) => {
      const type = message.type();
      // 'assert': a failed console.assert, printed as an error.
      if (type !== 'error' && type !== 'warning' && type !== 'assert') return;
      const { url, lineNumber } = message.location();
      this.printed.push(`console.${type}: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
    });
    context.on('weberror', (error: WebError) => {
      const e = error.error();
      this.printed.push(`page error: ${e.stack ?? e.message}`);
    });
  }
}

/** Also watches the contexts (and pages) the test opens itself, for as long as the test runs. */
function watchNewContexts(browser: Browser, watch: ConsoleWatch): () => void {
  const newContext = browser.newContext;
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext.apply(browser, args);
    watch.watch(context);
    return context;
  };
  return () => {
    browser.newContext = newContext;
  };
}

export const test = base.extend<ConsoleOptions & ConsoleFixtures & { consoleWatch: ConsoleWatch }>({
  expectedConsole: [[], { option: true }],

  consoleWatch: [
    async ({ context, browser, expectedConsole }, provide) => {
      const watch = new ConsoleWatch([...expectedConsole]);
      watch.watch(context);
      const stop = watchNewContexts(browser, watch);
      await provide(watch);
      stop();
      const unexpected = watch.unexpected();
      if (unexpected.length > 0) {
        throw new Error(
          `The page printed ${unexpected.length} unexpected console message(s). Fix the cause, or declare it ` +
            `with expectConsoleError(/pattern/) (tests/e2e/fixtures.ts) if the test provokes it on purpose:\n\n` +
            unexpected.join('\n'),
        );
      }
    },
    { auto: true },
  ],

  expectConsoleError: async ({ consoleWatch }, provide) => {
    await provide((pattern) => {
      consoleWatch.expected.push(pattern);
    });
  },

  unexpectedConsole: async ({ consoleWatch }, provide) => {
    await provide(() => consoleWatch.unexpected());
  },
});
