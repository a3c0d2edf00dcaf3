/**
 * The fetch host's router, on the rules of the Fastify host's (find-my-way), for the routes the contract has:
 * fixed segments and whole-segment parameters, in router syntax ('/v1/admins/get/vendors/:page/:limit', the
 * very strings apiRoutes.ts registers). find-my-way itself cannot run here: it compiles its routes with
 * `new Function`, which the app's Content-Security-Policy forbids in mock mode (no 'unsafe-eval'), and it needs
 * node:assert. tests/server/routeMatcher.test.ts holds this router to find-my-way's answers, configured as
 * Fastify configures it, for every route of the contract.
 *
 * The rules:
 * - A path matches a route when it has as many segments, each fixed segment equal to the route's, case and all.
 * - Segments are compared and handed over percent-decoded; a parameter may be empty ('/a//b'), as in find-my-way.
 * - Of two routes that match, the one with a fixed segment where the other has a parameter, at the first segment
 *   where they differ, wins ('/update/admin/password' over '/update/admin/:id'): find-my-way tries a node's fixed
 *   children before its parameter.
 * - A path that is not valid percent-encoding matches nothing: 'bad path' (Fastify's FST_ERR_BAD_URL), once
 *   the method has routes.
 * Unlike Fastify's, no parameter is too long (Fastify: over 2,000 characters): the contract's parsers refuse it.
 */

type Segment = { fixed: string } | { param: string };

interface Route<T> {
  segments: Segment[];
  value: T;
}

export type RouteMatch<T> = { value: T; params: Record<string, string> } | 'not found' | 'bad path';

function segmentsOf(url: string): Segment[] {
  return url.split('/').map((part) => {
    if (part.startsWith(':') && /^:\w+$/.test(part)) return { param: part.slice(1) };
    // find-my-way reads ':' and '*' anywhere as parameters or wildcards; this router has no such shapes.
    if (/[:*]/.test(part)) throw new Error(`${url}: only whole-segment parameters are supported ('${part}')`);
    return { fixed: part };
  });
}

/** Fixed before parameter, segment by segment: the order in which find-my-way finds its routes. */
function compareRoutes(a: Segment[], b: Segment[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const fixedA = 'fixed' in a[i];
    if (fixedA !== 'fixed' in b[i]) return fixedA ? -1 : 1;
  }
  return 0;
}

function decodedSegments(pathname: string): string[] | undefined {
  try {
    return pathname.split('/').map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

/** A router over `routes` (method and URL in router syntax); `match` answers the route's value and its parameters. */
export function createRouteMatcher<T>(routes: readonly { method: string; url: string; value: T }[]) {
  const byMethod = new Map<string, Route<T>[]>();
  for (const { method, url, value } of routes) {
    const list = byMethod.get(method) ?? [];
    list.push({ segments: segmentsOf(url), value });
    byMethod.set(method, list);
  }
  // The first route of this order that matches is the one find-my-way finds.
  for (const list of byMethod.values()) list.sort((a, b) => compareRoutes(a.segments, b.segments));

  return function match(method: string, pathname: string): RouteMatch<T> {
    const list = byMethod.get(method);
    if (!list) return 'not found';
    const parts = decodedSegments(pathname);
    if (!parts) return 'bad path';
    for (const { segments, value } of list) {
      if (segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const matches = segments.every((s, i) =>
        'fixed' in s ? s.fixed === parts[i] : ((params[s.param] = parts[i]), true),
      );
      if (matches) return { value, params };
    }
    return 'not found';
  };
}
