import { describe, expect, it } from 'vitest';
import { appPath, returnPath } from '../../src/auth/returnPath';

describe('appPath: sign-in returns only to a path of the signed-in app', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/vendors', '/dashboard/vendors'],
    ['/dashboard/ads?filter=%7B%7D&tablePage=3', '/dashboard/ads?filter=%7B%7D&tablePage=3'],
    ['/dashboard/activitylog/admin', '/dashboard/activitylog/admin'],
  ])('accepts %s', (path, expected) => expect(appPath(path)).toBe(expected));

  it.each([
    '//evil.example/dashboard',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/dashboard',
    'javascript:alert(1)',
    'dashboard/vendors',
    '',
    '/login',
    '/register',
    '/dashboardx',
    '/dashboard/../login',
    '/dash\tboard',
    '/\t/evil.example',
    ' /dashboard',
  ])('refuses %j', (path) => expect(appPath(path)).toBeUndefined());

  it('refuses what is not text', () => {
    for (const v of [undefined, null, 42, { pathname: '/dashboard' }]) expect(appPath(v)).toBeUndefined();
  });
});

describe("returnPath reads react-admin's location state", () => {
  it('joins the path and its query', () => {
    expect(returnPath({ nextPathname: '/dashboard/vendors', nextSearch: '?filter=%7B%22q%22%3A%22ad%22%7D' })).toBe(
      '/dashboard/vendors?filter=%7B%22q%22%3A%22ad%22%7D',
    );
    expect(returnPath({ nextPathname: '/dashboard/reports' })).toBe('/dashboard/reports');
  });

  it('gives nothing without a state, or for a path of another site', () => {
    expect(returnPath(null)).toBeUndefined();
    expect(returnPath('/dashboard')).toBeUndefined();
    expect(returnPath({ nextPathname: '//evil.example' })).toBeUndefined();
    // A query cannot turn a path into another site's.
    expect(returnPath({ nextPathname: '/', nextSearch: '/evil.example' })).toBeUndefined();
  });
});
