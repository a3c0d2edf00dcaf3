import { expect, vi } from 'vitest';
import { API_BASE_PATH } from '../../../src/api';
import type { TestServer } from './testServer';

/** A sign-in from the client address `ip`: its status, error message and token. */
export async function signInFrom(s: TestServer, ip: string, username: string, password: string) {
  const res = await s.app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/login/admin`,
    remoteAddress: ip,
    payload: { data: { username, password, remember: false } },
  });
  const body = res.json<{ content?: { token: string }; error?: { message: string } }>();
  return { status: res.statusCode, message: body.error?.message, token: body.content?.token };
}

/** A fake clock (Date only) at a whole second; returns a function that moves it forward. */
export function fakeClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  let now = Math.floor(Date.now() / 1000) * 1000;
  vi.setSystemTime(now);
  return (seconds: number) => {
    now += seconds * 1000;
    vi.setSystemTime(now);
  };
}

/** `n` client addresses under `prefix` ('203.0.113' -> 203.0.113.1 ...). */
export const addresses = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}.${i + 1}`);

/**
 * One wrong password for `username` a second for `seconds`, from `ips` in turn, on a fake clock: how many of
 * them had their password checked (400) rather than refused unchecked (429), the only two answers expected.
 */
export async function guessOncePerSecond(s: TestServer, username: string, ips: string[], seconds: number) {
  const tick = fakeClock();
  let checked = 0;
  for (let t = 0; t < seconds; t++) {
    const { status } = await signInFrom(s, ips[t % ips.length], username, 'wrong');
    expect([400, 429], `guess ${t}`).toContain(status);
    if (status === 400) checked++;
    tick(1);
  }
  return checked;
}
