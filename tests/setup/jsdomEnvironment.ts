import type { EventEmitter } from 'node:events';
// @ts-expect-error jsdom ships no type declarations (and @types/jsdom is not installed)
import { VirtualConsole } from 'jsdom';
import { builtinEnvironments, type Environment } from 'vitest/runtime';

/**
 * Vitest's jsdom environment with jsdom's own console wired to the test's console, so that the guard of
 * consoleGuard.ts sees jsdom's errors too ("Not implemented: ...", an exception in an event handler, CSS
 * it cannot parse) and fails the test on them: by default jsdom printed them to the worker's console,
 * outside any test.
 *
 * One CSS rule is known and left out: react-admin's default light theme (ra-ui-materialui
 * theme/defaultTheme.js) styles MuiFilledInput with the JSS-era selector '&$disabled', which emotion
 * writes as `.css-…-MuiFilledInput-root$disabled{…}`: invalid CSS that browsers drop without a word and
 * jsdom reports as "Could not parse CSS stylesheet". It is react-admin's, not ours, and it changes nothing.
 */
const jsdom = builtinEnvironments.jsdom;

/** The one rule of a stylesheet emotion writes for react-admin's '&$disabled' (see above). */
const REACT_ADMIN_JSS_RULE = /^\s*\.css-[\w-]+-MuiFilledInput-root\$disabled\{[^}]*\}\s*$/;

function testConsole(): EventEmitter {
  const virtualConsole: EventEmitter = new VirtualConsole();
  // Looked up at each call: the guard replaces console.error and console.warn after this runs.
  for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace', 'dir'] as const) {
    virtualConsole.on(method, (...args: unknown[]) => (console[method] as (...a: unknown[]) => void)(...args));
  }
  virtualConsole.on('jsdomError', (error: Error & { type?: string; cause?: unknown; sheetText?: string }) => {
    if (error.type === 'css-parsing') {
      if (REACT_ADMIN_JSS_RULE.test(error.sheetText ?? '')) return;
      console.error(`jsdom: ${error.message}: ${String(error.cause)}\n${error.sheetText?.slice(0, 500)}`);
    } else if (error.type === 'unhandled-exception' && error.cause instanceof Error) {
      console.error(`jsdom: ${error.cause.stack}`);
    } else {
      console.error(`jsdom: ${error.message}`);
    }
  });
  return virtualConsole;
}

export default {
  ...jsdom,
  name: 'jsdom',
  setup(global, options) {
    return jsdom.setup(global, { ...options, jsdom: { ...(options.jsdom as object), virtualConsole: testConsole() } });
  },
  setupVM(options) {
    return jsdom.setupVM!({ ...options, jsdom: { ...(options.jsdom as object), virtualConsole: testConsole() } });
  },
} satisfies Environment;
