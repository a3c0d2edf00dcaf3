import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { checkConsole, installConsoleGuard } from './consoleGuard';
import { keepEmotionStylesOutOf } from './emotionStyles';

// jsdom has no matchMedia; MUI's useMediaQuery needs it. No query matches: a large screen.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// The styles of MUI's components are kept out of jsdom's document (see the file): half of a component test's time.
keepEmotionStylesOutOf(document);

// findBy*/waitFor give up after 15 s: a cap, not a wait (a passing test goes on as soon as its condition holds),
// wide enough for a machine busy with a browser and a server beside the tests. No test sets a shorter one.
configure({ asyncUtilTimeout: 15_000 });

// Unexpected console.error/console.warn output fails the test (see consoleGuard.ts).
installConsoleGuard();

afterEach(() => {
  cleanup();
  // Lists keep their filter, sort and page in the URL (react-admin's hash router): the next test starts without them.
  window.history.replaceState(null, '', window.location.pathname);
  sessionStorage.clear();
  localStorage.clear();
  checkConsole();
});

// Output after the last test's check (a late update, a teardown) fails the file.
afterAll(() => checkConsole());
