import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchAdminWhenIdle } from '../../src/shell/App';

describe('the login page fetches the admin code while idle (issue 7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads it once the browser is idle, and not when cancelled first', () => {
    const callbacks = new Map<number, () => void>();
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => (callbacks.set(callbacks.size + 1, cb), callbacks.size));
    vi.stubGlobal('cancelIdleCallback', (id: number) => callbacks.delete(id));
    const load = vi.fn(() => Promise.resolve());
    prefetchAdminWhenIdle(load);
    expect(load).not.toHaveBeenCalled();
    callbacks.get(1)!();
    expect(load).toHaveBeenCalledTimes(1);

    const cancel = prefetchAdminWhenIdle(load);
    cancel();
    expect(callbacks.has(2)).toBe(false);
  });

  it('fetches nothing when the browser asks to save data', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    prefetchAdminWhenIdle(vi.fn(() => Promise.resolve()));
    expect(idle).not.toHaveBeenCalled();
  });

  it('a failed download is left to the route, which says the server cannot be reached', async () => {
    let run: () => void = () => undefined;
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => ((run = cb), 1));
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    prefetchAdminWhenIdle(load);
    expect(() => run()).not.toThrow();
    await expect(load.mock.results[0].value).rejects.toThrow('Failed to fetch');
  });
});
