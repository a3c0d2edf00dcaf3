import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_CARDS, useShownCount } from '../../src/components/list/RowCards';

describe('The cards of a list on a phone', () => {
  it('render the first cards with the rows, then all of them in a following render', () => {
    const seen: number[] = [];
    renderHook(() => seen.push(useShownCount(50)));
    expect(FIRST_CARDS).toBeLessThan(50);
    expect(seen[0]).toBe(FIRST_CARDS);
    expect(seen.at(-1)).toBe(50);
  });

  it('render a short list whole at once, and an appended page after the cards already shown', () => {
    const seen: number[] = [];
    const { rerender } = renderHook(({ count }) => seen.push(useShownCount(count)), { initialProps: { count: 4 } });
    expect(seen).toEqual([4]);
    rerender({ count: 50 });
    expect(seen.at(-1)).toBe(50);
    seen.length = 0;
    rerender({ count: 100 });
    expect(seen[0]).toBe(50);
    expect(seen.at(-1)).toBe(100);
  });
});
