import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/api';
import {
  arrivedAnswer,
  callEarly,
  EARLY_ANSWER_MS,
  onArrival,
  withEarlyAnswers,
} from '../../src/dataProvider/earlyAnswers';
import type { CallEndpoint } from '../../src/dataProvider/httpClient';

const dashboard = { totalViews: 7 };
const backend = () => vi.fn(async () => ({ data: dashboard })) as unknown as CallEndpoint & ReturnType<typeof vi.fn>;

describe('the dashboard asked for at sign-in (issue 7)', () => {
  afterEach(() => vi.useRealTimers());

  it('is answered once from the early call, then from the server again', async () => {
    const early = backend();
    callEarly(early, api.session.dashboard);
    const later = backend();
    const call = withEarlyAnswers(later);
    await expect(call(api.session.dashboard)).resolves.toEqual({ data: dashboard });
    expect(early).toHaveBeenCalledTimes(1);
    expect(later).not.toHaveBeenCalled();
    await call(api.session.dashboard);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('is not used once stale, nor for another call', async () => {
    vi.useFakeTimers();
    callEarly(backend(), api.session.dashboard);
    const later = backend();
    const call = withEarlyAnswers(later);
    await call(api.admins.me);
    expect(later).toHaveBeenCalledWith(api.admins.me, undefined);
    vi.advanceTimersByTime(EARLY_ANSWER_MS + 1);
    await call(api.session.dashboard);
    expect(later).toHaveBeenCalledTimes(2);
  });

  it('passes a failure on to the screen that takes it, and leaves none unhandled otherwise', async () => {
    const failing = vi.fn(async () => {
      throw new Error('Cannot reach the server. Check your connection and try again.');
    }) as unknown as CallEndpoint;
    callEarly(failing, api.session.dashboard);
    await expect(withEarlyAnswers(backend())(api.session.dashboard)).rejects.toThrow('Cannot reach the server');
    callEarly(failing, api.session.dashboard);
  });

  it('can be read once it has arrived, whether a call has used it or not, until stale (issue 17)', async () => {
    vi.useFakeTimers();
    let answer: (value: { data: typeof dashboard }) => void = () => undefined;
    const held = vi.fn(() => new Promise((resolve) => (answer = resolve))) as unknown as CallEndpoint;
    const told = vi.fn();
    const stop = onArrival(told);
    callEarly(held, api.session.dashboard);
    expect(arrivedAnswer(api.session.dashboard)).toBeUndefined();
    answer({ data: dashboard });
    await vi.waitFor(() => expect(told).toHaveBeenCalledTimes(1));
    expect(arrivedAnswer(api.session.dashboard)).toEqual({ data: dashboard });
    const later = backend();
    await withEarlyAnswers(later)(api.session.dashboard);
    expect(later).not.toHaveBeenCalled();
    expect(arrivedAnswer(api.session.dashboard)).toEqual({ data: dashboard });
    expect(arrivedAnswer(api.admins.me)).toBeUndefined();
    vi.advanceTimersByTime(EARLY_ANSWER_MS + 1);
    expect(arrivedAnswer(api.session.dashboard)).toBeUndefined();
    stop();
  });
});
