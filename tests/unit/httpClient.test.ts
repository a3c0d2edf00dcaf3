import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { api } from '../../src/api';
import { TOKEN_KEY } from '../../src/config/runtimeConfig';
import { retryTransient, timedOut, unreachable } from '../../src/dataProvider/failures';
import { getToken } from '../../src/auth/token';
import { createHttpClient } from '../../src/dataProvider/httpClient';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function client(answer: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answer());
  return {
    call: createHttpClient({ base: 'http://api.test', fetch: fetchMock as typeof fetch, token: getToken }),
    fetchMock,
  };
}

describe('httpClient', () => {
  it("fills the path with '-' for empty parts and unix seconds for dates, and sends the Token header", async () => {
    sessionStorage.setItem(TOKEN_KEY, 'tok-42');
    const { call, fetchMock } = client(() => json({ content: { data: { all: [] } } }));
    const from = new Date(Date.UTC(2026, 10, 21, 23, 0, 0)); // 2026-11-22 00:00 in Lagos
    await call(api.vendors.list, {
      params: { page: 1, limit: 50, id: undefined, searchName: '', from, to: 1_800_000_000 },
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`http://api.test/v1/admins/get/vendors/1/50/-/-/${from.getTime() / 1000}/1800000000/-/-/-`);
    expect(init?.method).toBe('GET');
    expect((init?.headers as Record<string, string>).Token).toBe('tok-42');
    expect(init?.body).toBeUndefined();
  });

  it('sends no Token header without a session', async () => {
    const { call, fetchMock } = client(() => json({ content: { data: { all: [] } } }));
    await call(api.routes.list, { params: { page: 1, limit: 100 } });
    expect((fetchMock.mock.calls[0][1]?.headers as Record<string, string>).Token).toBeUndefined();
  });

  it('wraps the body in {data} and returns content.data parsed, with content.token', async () => {
    const profile = {
      id: 1,
      fullname: 'Ngozi Eze',
      username: 'ngozi',
      email: 'n@busads.ng',
      phone: '0803',
      address: 'Lagos',
      profilePicture: null,
      privileges: ['ADMIN_AD'],
      usertype: 0,
    };
    const { call, fetchMock } = client(() => json({ content: { data: profile, token: 'tok-new' } }));
    const result = await call(api.session.login, { body: { username: 'ngozi', password: 'pw', remember: true } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://api.test/v1/admins/login/admin');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ data: { username: 'ngozi', password: 'pw', remember: true } });
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(result).toEqual({ data: profile, token: 'tok-new' });
  });

  it('turns the error envelope into HttpError(message, status)', async () => {
    const { call } = client(() =>
      json({ error: { code: 3, message: 'Expired session. Please login again', status: 401 } }, 401),
    );
    const error = await call(api.session.dashboard).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Expired session. Please login again');
    expect((error as HttpError).status).toBe(401);
    expect((error as HttpError).body).toEqual({ code: 3, message: 'Expired session. Please login again' });
  });

  it('reads an error envelope sent with HTTP 200 (code 1, business error) as an error', async () => {
    const { call } = client(() => json({ error: { code: 1, message: 'No more data', status: 400 } }, 200));
    await expect(call(api.session.dashboard)).rejects.toMatchObject({ message: 'No more data', status: 400 });
  });

  it('says clearly when the API breaks the contract', async () => {
    const { call } = client(() => json({ content: { data: { totalTopupSum: 'lots' } } }));
    await expect(call(api.session.dashboard)).rejects.toThrow(
      /broke the contract of GET \/get\/admin\/dashboard: content\.data\.totalTopupSum/,
    );
  });

  it('reports a body that is not JSON, and a gateway page for a server that is down, with their own messages', async () => {
    await expect(client(() => new Response('<html>', { status: 404 })).call(api.session.dashboard)).rejects.toThrow(
      'The API answered 404 with a body that is not JSON',
    );
    await expect(
      client(() => new Response('<html>Bad gateway</html>', { status: 502 })).call(api.session.dashboard),
    ).rejects.toMatchObject({
      message: 'The server is not available right now (HTTP 502). Try again in a moment.',
      status: 502,
    });
  });

  it("turns a network failure ('Failed to fetch') into a message a user can act on", async () => {
    const { call } = client(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(call(api.session.dashboard)).rejects.toMatchObject({
      message: 'Cannot reach the server. Check your connection and try again.',
      status: 0,
      body: { reason: 'unreachable' },
    });
  });

  it('gives up on a call that gets no answer within the timeout', async () => {
    const hanging = (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const call = createHttpClient({ base: 'http://api.test', fetch: hanging as typeof fetch, timeoutMs: 30 });
    await expect(call(api.session.dashboard)).rejects.toMatchObject({
      message: 'The server took too long to answer. Try again in a moment.',
      body: { reason: 'timeout' },
    });
  });

  it("passes the caller's cancellation on as an AbortError, not as a failure to show", async () => {
    const hanging = (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const controller = new AbortController();
    const pending = createHttpClient({ base: 'http://api.test', fetch: hanging as typeof fetch, timeoutMs: 5_000 })(
      api.session.dashboard,
      { signal: controller.signal },
    );
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('automatic retries of a read (retryTransient)', () => {
  it('tries twice more after a network failure or a 5xx, never after a refusal or a timeout', () => {
    expect([0, 1, 2].map((n) => retryTransient(n, unreachable()))).toEqual([true, true, false]);
    expect(retryTransient(0, new HttpError('Internal error', 500))).toBe(true);
    expect(retryTransient(0, new HttpError('Expired session. Please login again', 401))).toBe(false);
    expect(retryTransient(0, new HttpError('No more data', 400, { code: 1 }))).toBe(false);
    expect(retryTransient(0, timedOut())).toBe(false);
  });
});
