import { API_BASE_PATH, ERROR_CODE, errorBody } from '../../src/api';
import type { Db } from '../db/schema';
import { apiHandlers } from '../handlers';
import { callHandler, type CallAnswer } from '../handlers/call';
import type { Handler } from '../handlers/registrar';

export interface FetchHostOptions {
  db: Db;
  /** Check every result against the endpoint's result schema (default on: this host serves tests and demos). */
  validateResults?: boolean;
  /** The client address the login throttle sees. */
  clientIp?: string;
}

interface RouteMatcher {
  handler: Handler;
  pattern: RegExp;
  names: string[];
}

/** '/get/vendors/{page}/{limit}' as a pattern of the whole path, one group per parameter. */
function matcherOf(handler: Handler): RouteMatcher {
  const names: string[] = [];
  const source = (API_BASE_PATH + handler.endpoint.path)
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { handler, pattern: new RegExp(`^${source}$`), names };
}

const answerOf = ({ status, body }: CallAnswer): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

const failure = (status: number, code: number, message: string): Response =>
  answerOf({ status, body: errorBody(code, message, status) });

function decodedParams(match: RegExpExecArray, names: string[]): Record<string, string> | undefined {
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
  } catch {
    return undefined;
  }
}

/**
 * The handlers behind a `fetch` of their own, without a port: component tests (better-sqlite3) and the
 * browser's mock mode (sql.js) hand it to the app's HTTP client, so every call crosses the real
 * contract: the filled path, the Token header, the JSON body and envelope, the same handlers.
 */
export function createFetchHost({
  db,
  validateResults = true,
  clientIp = '127.0.0.1',
}: FetchHostOptions): typeof fetch {
  const routes = apiHandlers().map(matcherOf);
  return async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://host.invalid',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    let found: { route: RouteMatcher; match: RegExpExecArray } | undefined;
    for (const route of routes) {
      const match = route.handler.endpoint.method === method ? route.pattern.exec(url.pathname) : null;
      // As Fastify's router: of two paths that match, the one with more fixed parts wins.
      if (match && (!found || route.names.length < found.route.names.length)) found = { route, match };
    }
    if (!found) return failure(404, ERROR_CODE.notFound, 'Not found');
    const params = decodedParams(found.match, found.route.names);
    if (!params) return failure(400, ERROR_CODE.validation, 'The path is not valid');
    let body: unknown;
    const text = typeof init?.body === 'string' ? init.body : '';
    try {
      body = text.trim() === '' ? undefined : JSON.parse(text);
    } catch {
      return failure(400, ERROR_CODE.validation, 'The request body is not valid JSON');
    }
    const token = new Headers(init?.headers).get('token') ?? undefined;
    return answerOf(await callHandler(found.route.handler, { params, body, token, clientIp }, { db, validateResults }));
  };
}
