import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { checkConsole, installConsoleGuard } from './consoleGuard';
import { matchOnlyApplicableRules } from './styleCache';

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

// jsdom matches an element only against the stylesheets its classes can select (see the file): the main
// cost of getByRole.
matchOnlyApplicableRules(document);

// findBy*/waitFor wait up to 5 s: a CI runner busy with other suites renders react-admin screens slowly.
configure({ asyncUtilTimeout: 5000 });

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
