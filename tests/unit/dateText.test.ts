import { format, parse } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDay } from '../../src/format/dates';
import { dayText, formatUnix } from '../../src/format/format';

/** The app writes its dates out by hand (no date-fns in the admin shell): the same text as date-fns gives. */
describe('date texts', () => {
  // From 1900 to 2100, in seconds; and every minute of a day around noon and midnight.
  const seconds = fc.integer({ min: -2_208_988_800, max: 4_102_444_800 });

  it("formatUnix writes 'EEE, MMM d yyyy, h:mm a' as date-fns does", () => {
    fc.assert(
      fc.property(seconds, (s) => {
        expect(formatUnix(s)).toBe(format(new Date(s * 1000), 'EEE, MMM d yyyy, h:mm a'));
      }),
      { numRuns: 2000 },
    );
    const midnight = new Date(2026, 10, 22).getTime() / 1000;
    for (let m = 0; m < 24 * 60; m += 1)
      expect(formatUnix(midnight + m * 60)).toBe(
        format(new Date((midnight + m * 60) * 1000), 'EEE, MMM d yyyy, h:mm a'),
      );
    expect(formatUnix(undefined)).toBe('');
    expect(formatUnix(null)).toBe('');
    expect(() => formatUnix(Number.NaN)).toThrow(RangeError);
  });

  it("dayText writes 'yyyy-MM-dd' as date-fns does", () => {
    fc.assert(
      fc.property(seconds, (s) => {
        expect(dayText(new Date(s * 1000))).toBe(format(new Date(s * 1000), 'yyyy-MM-dd'));
      }),
      { numRuns: 2000 },
    );
  });

  it("parseDay reads 'yyyy-MM-dd' as date-fns' parse does, days that do not exist included", () => {
    const day = fc
      .tuple(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    fc.assert(
      fc.property(day, (text) => {
        const ours = parseDay(text).getTime();
        const theirs = parse(text, 'yyyy-MM-dd', new Date()).getTime();
        expect(Number.isNaN(ours) ? 'invalid' : ours).toEqual(Number.isNaN(theirs) ? 'invalid' : theirs);
      }),
      { numRuns: 3000 },
    );
    expect(parseDay('2024-02-29').getDate()).toBe(29);
    expect(Number.isNaN(parseDay('2026-02-29').getTime())).toBe(true);
  });
});
