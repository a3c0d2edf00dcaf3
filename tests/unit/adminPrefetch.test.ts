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

  it("then, in another idle moment, builds the dashboard's number formatters (issue 17)", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const Real = Intl.NumberFormat;
    const built = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      this: unknown,
      ...args: ConstructorParameters<typeof Real>
    ) {
      return new Real(...args);
    } as unknown as typeof Real);
    const naira = () => built.mock.calls.filter(([, options]) => options?.currency === 'NGN');
    // Fresh modules: the formatters are built once per module graph, which this worker's files share.
    vi.resetModules();
    const fresh = await import('../../src/shell/App');
    fresh.prefetchAdminWhenIdle();
    idle.shift()!();
    // The admin's code is here: the formatters wait for the next idle moment, not the sign-in answer.
    await vi.waitFor(() => expect(idle).toHaveLength(1), { timeout: 30_000 });
    expect(naira()).toHaveLength(0);
    idle.shift()!();
    expect(naira()).toHaveLength(1);
    expect(built).toHaveBeenCalledWith('en-NG');
    built.mockRestore();
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
