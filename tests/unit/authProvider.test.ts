import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { api, type entities } from '../../src/api';
import { createAuthProvider } from '../../src/auth/authProvider';
import { canAccess, moduleTable } from '../../src/auth/privileges';
import { PROFILE_KEY, TOKEN_KEY } from '../../src/config/runtimeConfig';
import type { CallEndpoint } from '../../src/dataProvider/httpClient';
import type { ResourceDecl } from '../../src/registry/types';

const profile = (privileges: entities.AdminProfile['privileges']): entities.AdminProfile => ({
  id: 7,
  fullname: 'Ngozi Eze',
  username: 'ngozi',
  email: 'ngozi@busads.ng',
  phone: '+2348030000000',
  address: '1 Marina, Lagos',
  profilePicture: null,
  privileges,
  usertype: 0,
});

const ALL = [
  'ADMIN_ADMIN',
  'ADMIN_VENDOR',
  'ADMIN_ACTIVITY_LOG',
  'ADMIN_TOPUP',
  'ADMIN_WALLET',
  'ADMIN_AD',
  'ADMIN_ROUTE',
  'ADMIN_PRICE',
  'ADMIN_TRANSACTION',
  'ADMIN_DEVICE',
  'ADMIN_REPORT',
  'ADMIN_CUSTOMER',
] as const;

// A registry of bare declarations: only name and module matter to access.
const decl = (name: string, module: ResourceDecl['module']) => ({ name, module }) as ResourceDecl;
const registry = [
  decl('vendors', 'ADMIN_VENDOR'),
  decl('reports', 'ADMIN_REPORT'),
  decl('devices', 'ADMIN_DEVICE'),
  decl('device-history', 'ADMIN_DEVICE'),
  decl('ads', 'ADMIN_AD'),
  decl('conversions', null),
];

function setup(answer: () => Promise<{ data: unknown; token?: string }>) {
  const call = vi.fn(answer) as unknown as CallEndpoint & ReturnType<typeof vi.fn>;
  const redirect = vi.fn();
  const provider = createAuthProvider({ call, registry, redirect });
  return { call, redirect, provider };
}

const signedIn = (privileges: entities.AdminProfile['privileges']) => {
  sessionStorage.setItem(TOKEN_KEY, 'tok-1');
  sessionStorage.setItem(PROFILE_KEY, JSON.stringify(profile(privileges)));
};

describe('authProvider', () => {
  afterEach(() => vi.useRealTimers());

  it('login calls the login endpoint with the exact body and stores the token and profile', async () => {
    const { call, provider } = setup(async () => ({ data: profile([...ALL]), token: 'tok-abc' }));
    await provider.login({ username: 'ngozi', password: 's3cret', remember: true });
    expect(call).toHaveBeenCalledTimes(1);
    const [endpoint, opts] = call.mock.calls[0];
    expect(endpoint).toBe(api.session.login);
    expect(opts).toEqual({ body: { username: 'ngozi', password: 's3cret', remember: true } });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('tok-abc');
    expect(JSON.parse(sessionStorage.getItem(PROFILE_KEY)!)).toMatchObject({
      fullname: 'Ngozi Eze',
      privileges: [...ALL],
    });
  });

  it('a failed login rejects with the server message and stores nothing', async () => {
    const { provider } = setup(async () => {
      throw new HttpError('Invalid username or password', 401, { code: 1 });
    });
    await expect(provider.login({ username: 'x', password: 'y', remember: false })).rejects.toThrow(
      'Invalid username or password',
    );
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(PROFILE_KEY)).toBeNull();
  });

  it('logout ends the session on the server while the token is still held, then clears the token and profile', async () => {
    const held: (string | null)[] = [];
    const { call, provider } = setup(async () => {
      held.push(sessionStorage.getItem(TOKEN_KEY));
      return { data: { message: 'Logged out' } };
    });
    signedIn([...ALL]);
    await expect(provider.logout({})).resolves.toBe('/login');
    expect(call.mock.calls.map(([endpoint]) => endpoint)).toEqual([api.session.logout]);
    expect(held).toEqual(['tok-1']);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(PROFILE_KEY)).toBeNull();
  });

  it('logout still signs out locally when the server cannot be reached, and calls nothing without a session', async () => {
    const { call, provider } = setup(async () => {
      throw new HttpError('The API cannot be reached', 0);
    });
    signedIn([...ALL]);
    await expect(provider.logout({})).resolves.toBe('/login');
    expect(call).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(PROFILE_KEY)).toBeNull();
    await provider.logout({});
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('checkAuth passes with a token and rejects without one', async () => {
    const { provider } = setup(async () => ({ data: null }));
    await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    signedIn([]);
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
  });

  it('getIdentity and getPermissions read the stored profile', async () => {
    const { provider } = setup(async () => ({ data: null }));
    signedIn(['ADMIN_REPORT']);
    await expect(provider.getIdentity!()).resolves.toEqual({
      id: 7,
      fullName: 'Ngozi Eze',
      avatar: undefined,
      email: 'ngozi@busads.ng',
    });
    await expect(provider.getPermissions!({})).resolves.toEqual(['ADMIN_REPORT']);
  });

  it('canAccess: an admin with every module reaches every resource', async () => {
    const { provider } = setup(async () => ({ data: null }));
    signedIn([...ALL]);
    for (const resource of ['vendors', 'reports', 'devices', 'ads', 'conversions', 'dashboard', 'profile']) {
      await expect(provider.canAccess!({ resource, action: 'list' })).resolves.toBe(true);
    }
  });

  it('canAccess: a viewer with ADMIN_REPORT and ADMIN_DEVICE reaches only those modules and open pages', async () => {
    const { provider } = setup(async () => ({ data: null }));
    signedIn(['ADMIN_REPORT', 'ADMIN_DEVICE']);
    const can = (resource: string) => provider.canAccess!({ resource, action: 'list' });
    await expect(can('reports')).resolves.toBe(true);
    await expect(can('devices')).resolves.toBe(true);
    await expect(can('device-history')).resolves.toBe(true);
    await expect(can('dashboard')).resolves.toBe(true);
    await expect(can('profile')).resolves.toBe(true);
    await expect(can('conversions')).resolves.toBe(true);
    await expect(can('vendors')).resolves.toBe(false);
    await expect(can('ads')).resolves.toBe(false);
    await expect(can('no-such-resource')).resolves.toBe(false);
  });

  it("'Expired session' rejects with the toast, keeps the session 4 s, then clears it and goes to '/'", async () => {
    vi.useFakeTimers();
    const { provider, redirect } = setup(async () => ({ data: null }));
    signedIn([...ALL]);
    await expect(
      provider.checkError(new HttpError('Expired session. Please login again', 401, { code: 3 })),
    ).rejects.toEqual({
      message: 'Invalid token. Please login again.',
      logoutUser: false,
    });
    // A second failing query in the meantime must not push the logout further.
    vi.advanceTimersByTime(2000);
    await expect(provider.checkError(new HttpError('Expired session', 401))).rejects.toBeTruthy();
    vi.advanceTimersByTime(1900);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('tok-1');
    expect(sessionStorage.getItem(PROFILE_KEY)).not.toBeNull();
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(redirect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(PROFILE_KEY)).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith('/');
  });

  it('a 403 (missing privilege) and a 401 without the expiry text do not log out', async () => {
    vi.useFakeTimers();
    const { provider, redirect } = setup(async () => ({ data: null }));
    signedIn(['ADMIN_REPORT']);
    await expect(
      provider.checkError(new HttpError('You do not have the privilege ADMIN_VENDOR', 403)),
    ).resolves.toBeUndefined();
    await expect(provider.checkError(new HttpError('Unauthorized', 401))).resolves.toBeUndefined();
    vi.advanceTimersByTime(10_000);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('tok-1');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('a manual logout during the 4 s cancels the scheduled redirect', async () => {
    vi.useFakeTimers();
    const { provider, redirect } = setup(async () => ({ data: null }));
    signedIn([...ALL]);
    await provider.checkError(new HttpError('Expired session', 401)).catch(() => undefined);
    await provider.logout({});
    vi.advanceTimersByTime(5000);
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('canAccess (pure)', () => {
  it('follows the module table', () => {
    const table = moduleTable(registry);
    expect(canAccess(['ADMIN_VENDOR'], 'vendors', table)).toBe(true);
    expect(canAccess(['ADMIN_REPORT'], 'vendors', table)).toBe(false);
    expect(canAccess([], 'dashboard', table)).toBe(true);
    expect(canAccess([], 'conversions', table)).toBe(true);
  });
});
