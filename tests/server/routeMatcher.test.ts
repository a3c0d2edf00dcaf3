import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { allEndpoints, API_BASE_PATH, routerPath } from '../../src/api';
import { createRouteMatcher, type RouteMatch } from '../../server/hosts/routeMatcher';

/**
 * One set of routing rules for both hosts: the fetch host's router (server/hosts/routeMatcher.ts) finds, for
 * every route of the contract and the paths around it, what find-my-way finds. That is the router Fastify
 * runs (loaded through Fastify's own dependencies), set up as server/app.ts and Fastify set it up.
 */
type FindMyWay = typeof import('find-my-way');
const require = createRequire(import.meta.url);
const findMyWay = createRequire(require.resolve('fastify'))('find-my-way') as FindMyWay;

const routes = allEndpoints.map(({ name, endpoint }) => ({
  method: endpoint.method,
  url: API_BASE_PATH + routerPath(endpoint.path),
  value: name,
}));

const BAD_URL = 'bad path';
const fastifyRouter = findMyWay({
  // server/app.ts routerOptions; Fastify's defaults otherwise (case-sensitive, no trailing-slash or `;` leniency).
  maxParamLength: 2000,
  onBadUrl: () => undefined,
});
for (const { method, url, value } of routes) fastifyRouter.on(method, url, () => value);

function fastifyFinds(method: string, path: string): RouteMatch<string> {
  const found = fastifyRouter.find(method as 'GET', path);
  if (found === null) return 'not found';
  const value = (found.handler as () => string | undefined)();
  return value === undefined ? BAD_URL : { value, params: { ...found.params } as Record<string, string> };
}
const match = createRouteMatcher(routes);

const segments = (url: string) => url.split('/');
const fill = (url: string, value: (name: string) => string) =>
  segments(url)
    .map((s) => (s.startsWith(':') ? value(s.slice(1)) : s))
    .join('/');

/** Paths for each route: parameters of every sort (empty, encoded, bad), fixed parts changed, a part more or less. */
function pathsAround(url: string): string[] {
  const values = ['1', '-', '', 'v', 'password', 'a%2Fb', 'x%3Fy%23z', '%C3%A9', '%2525', '%E0%A4%A', 'a%20b'];
  const paths = values.map((v) => fill(url, () => v));
  paths.push(fill(url, (name) => name));
  const fixedIndex = segments(url).findLastIndex((s) => s !== '' && !s.startsWith(':'));
  const changeFixed = (change: (s: string) => string) =>
    fill(
      segments(url)
        .map((s, i) => (i === fixedIndex ? change(s) : s))
        .join('/'),
      () => '7',
    );
  paths.push(
    changeFixed((s) => s.toUpperCase()),
    changeFixed((s) => `%${s.charCodeAt(0).toString(16)}${s.slice(1)}`),
    changeFixed((s) => `${s}%E0`),
    changeFixed((s) => `${s}x`),
  );
  const ones = fill(url, () => '1');
  paths.push(`${ones}/`, `${ones}/1`, ones.slice(0, ones.lastIndexOf('/')), ones.replace('/', '//'));
  return paths;
}

/** For two routes of one method, a path both match when there is one (fixed parts where either has one). */
function pathOfBoth(a: string, b: string): string | undefined {
  const [sa, sb] = [segments(a), segments(b)];
  if (sa.length !== sb.length) return undefined;
  const parts: string[] = [];
  for (let i = 0; i < sa.length; i++) {
    const [pa, pb] = [sa[i].startsWith(':') ? undefined : sa[i], sb[i].startsWith(':') ? undefined : sb[i]];
    if (pa !== undefined && pb !== undefined && pa !== pb) return undefined;
    parts.push(pa ?? pb ?? '5');
  }
  return parts.join('/');
}

describe('the fetch host router', () => {
  it('finds what Fastify finds (find-my-way) on every route of the contract and the paths around it', () => {
    const cases: [string, string][] = [];
    for (const { method, url } of routes) for (const path of pathsAround(url)) cases.push([method, path]);
    for (const a of routes)
      for (const b of routes) {
        const both = a.method === b.method && a !== b ? pathOfBoth(a.url, b.url) : undefined;
        if (both !== undefined) cases.push([a.method, both]);
      }
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'])
      cases.push([method, '/'], [method, API_BASE_PATH], [method, `${API_BASE_PATH}/%E0`], [method, '/v1/other']);
    expect(cases.length).toBeGreaterThan(700);
    for (const [method, path] of cases)
      expect([method, path, match(method, path)]).toEqual([method, path, fastifyFinds(method, path)]);
  });

  it('prefers a fixed segment to a parameter where two routes match, as find-my-way does', () => {
    const [changePassword] = routes.filter((r) => r.value === 'admins.changePassword');
    expect(match('PUT', changePassword.url)).toEqual({ value: 'admins.changePassword', params: {} });
    expect(match('PUT', `${API_BASE_PATH}/update/admin/12`)).toEqual({ value: 'admins.update', params: { id: '12' } });
    // Segment by segment, not by the number of fixed parts: '/a/b/:y/:z' wins '/a/b/b/c' over '/a/:x/b/c'.
    const own = createRouteMatcher([
      { method: 'GET', url: '/a/:x/b/c', value: 'x-b-c' },
      { method: 'GET', url: '/a/b/:y/:z', value: 'b-y-z' },
    ]);
    expect(own('GET', '/a/b/b/c')).toEqual({ value: 'b-y-z', params: { y: 'b', z: 'c' } });
  });

  it('refuses route shapes it does not share with find-my-way', () => {
    expect(() => createRouteMatcher([{ method: 'GET', url: '/a/:from-:to', value: 1 }])).toThrow(/whole-segment/);
    expect(() => createRouteMatcher([{ method: 'GET', url: '/a/*', value: 1 }])).toThrow(/whole-segment/);
  });
});
