import { describe, expect, it } from 'vitest';
import { checkConsole, expectConsoleError, expectConsoleWarn } from './consoleGuard';

describe('console guard of the jsdom tests', () => {
  it('fails on an undeclared console.error or console.warn, naming what was printed', () => {
    console.error('Warning: %s is odd', 'something');
    console.warn('careful');
    expect(() => checkConsole()).toThrow(
      /2 unexpected console message\(s\)[\s\S]*console\.error: Warning: something is odd[\s\S]*console\.warn: careful/,
    );
    // The check starts again from nothing.
    expect(() => checkConsole()).not.toThrow();
  });

  it('lets a test declare what it provokes, for this test only', () => {
    expectConsoleError(/Cannot reach the server/);
    expectConsoleWarn('deprecated (x)');
    console.error(new Error('Cannot reach the server. Check your connection and try again.'));
    console.warn('this is deprecated (x) now');
    expect(() => checkConsole()).not.toThrow();
    // The declarations ended with the previous check.
    console.error('Cannot reach the server');
    expect(() => checkConsole()).toThrow(/Cannot reach the server/);
  });

  it('does not let an error pattern excuse a warning', () => {
    expectConsoleError(/odd/);
    console.warn('odd');
    expect(() => checkConsole()).toThrow(/console\.warn: odd/);
  });
});
