import { format } from 'node:util';

/**
 * Component and unit tests (jsdom) fail on anything printed with console.error or console.warn that the
 * test did not declare: React's warnings (unknown DOM props, missing keys, act(...)), MUI's, and errors
 * an app logs. A test that provokes a failure on purpose declares what it expects to be printed:
 *
 *   expectConsoleError(/Cannot reach the server/);
 *
 * A declared message is swallowed (the output stays quiet); a declaration holds for the current test only
 * and does not require the message to appear. tests/setup/dom.ts installs the guard.
 */

type Level = 'error' | 'warn';

interface Printed {
  level: Level;
  text: string;
}

let expected: { level: Level; pattern: RegExp }[] = [];
let unexpected: Printed[] = [];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const toPattern = (pattern: RegExp | string): RegExp =>
  typeof pattern === 'string' ? new RegExp(escape(pattern)) : pattern;

/** The current test expects console.error output matching `pattern` (a RegExp, or a substring). */
export function expectConsoleError(pattern: RegExp | string): void {
  expected.push({ level: 'error', pattern: toPattern(pattern) });
}

/** The current test expects console.warn output matching `pattern` (a RegExp, or a substring). */
export function expectConsoleWarn(pattern: RegExp | string): void {
  expected.push({ level: 'warn', pattern: toPattern(pattern) });
}

function record(level: Level) {
  return (...args: unknown[]) => {
    // As the console would print it: format strings filled (React's '%s'), an Error with its stack.
    const text = format(...args);
    if (expected.some((e) => e.level === level && e.pattern.test(text))) return;
    unexpected.push({ level, text });
  };
}

/** Replaces console.error and console.warn for the whole file (not a vi.spyOn: restoreAllMocks keeps it). */
export function installConsoleGuard(): void {
  console.error = record('error');
  console.warn = record('warn');
}

/** Forgets this test's declarations; throws if anything undeclared was printed since the last check. */
export function checkConsole(): void {
  const printed = unexpected;
  unexpected = [];
  expected = [];
  if (printed.length === 0) return;
  const lines = printed.map((p) => `console.${p.level}: ${p.text}`).join('\n\n');
  throw new Error(
    `The test printed ${printed.length} unexpected console message(s). Fix the cause, or declare it with ` +
      `expectConsoleError(/pattern/) (tests/setup/consoleGuard.ts) if the test provokes it on purpose:\n\n${lines}`,
  );
}
