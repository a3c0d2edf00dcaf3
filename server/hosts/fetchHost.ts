import { API_BASE_PATH, ERROR_CODE, errorBody, routerPath } from '../../src/api';
import type { Db } from '../db/schema';
import { answerText } from '../domain/jsonText';
import { apiHandlers } from '../handlers';
import { callHandler, type CallAnswer } from '../handlers/call';
import { createRouteMatcher } from './routeMatcher';

export interface FetchHostOptions {
  db: Db;
  /** Check every result against the endpoint's result schema (default on: this host serves tests and demos). */
  validateResults?: boolean;
  /** The client address the login throttle sees. */
  clientIp?: string;
}

const answerOf = ({ status, body }: CallAnswer): Response =>
  new Response(answerText(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

const failure = (status: number, code: number, message: string): Response =>
  answerOf({ status, body: errorBody(code, message, status) });

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
  // The same routes, in the same router syntax, as the Fastify host registers (http/apiRoutes.ts), matched by its rules.
  const match = createRouteMatcher(
    apiHandlers().map((handler) => ({
      method: handler.endpoint.method,
      url: API_BASE_PATH + routerPath(handler.endpoint.path),
      value: handler,
    })),
  );
  return async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://host.invalid',
    );
    const found = match((init?.method ?? 'GET').toUpperCase(), url.pathname);
    if (found === 'not found') return failure(404, ERROR_CODE.notFound, 'Not found');
    if (found === 'bad path') return failure(400, ERROR_CODE.validation, 'The path is not valid');
    let body: unknown;
    const text = typeof init?.body === 'string' ? init.body : '';
    try {
      body = text.trim() === '' ? undefined : JSON.parse(text);
    } catch {
      return failure(400, ERROR_CODE.validation, 'The request body is not valid JSON');
    }
    const token = new Headers(init?.headers).get('token') ?? undefined;
    return answerOf(
      await callHandler(found.value, { params: found.params, body, token, clientIp }, { db, validateResults }),
    );
  };
}
