import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH, ERROR_CODE, routerPath, type Method } from '../../src/api';
import type { Db } from '../db/schema';
import { apiHandlers } from '../handlers';
import { callHandler } from '../handlers/call';
import { sendAnswer, sendError } from './envelope';
import { floodGuardOf } from './floodGuard';

export interface ApiRouteOptions {
  db: Db;
  /** Check every result against the endpoint's result schema (development and tests). */
  validateResults: boolean;
  /** Calls per minute per client on sign-in and the own-password change (http/floodGuard.ts); unset: no guard. */
  floodLimit?: number;
}

/** The methods a path of the API may be called with; any other answers 405 with Allow. */
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

/**
 * The Fastify host of the handlers: one route per endpoint at API_BASE_PATH + its path, and for each path
 * a route answering its other methods 405 Method Not Allowed with an Allow header (HEAD comes with GET).
 */
export function installApiRoutes(app: FastifyInstance, { db, validateResults, floodLimit }: ApiRouteOptions): void {
  const handlers = apiHandlers();
  const methodsOf = new Map<string, Method[]>();
  for (const { endpoint } of handlers)
    methodsOf.set(endpoint.path, [...(methodsOf.get(endpoint.path) ?? []), endpoint.method]);
  for (const [path, methods] of methodsOf) {
    const allow = methods.flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m])).join(', ');
    app.route({
      method: METHODS.filter((m) => !(methods as string[]).includes(m)),
      url: API_BASE_PATH + routerPath(path),
      handler: (_request, reply) =>
        sendError(
          reply.header('allow', allow),
          405,
          ERROR_CODE.notFound,
          `Use ${allow.replace(', HEAD', '')} for this path`,
        ),
    });
  }
  for (const handler of handlers) {
    app.route({
      method: handler.endpoint.method,
      url: API_BASE_PATH + routerPath(handler.endpoint.path),
      ...floodGuardOf(handler.endpoint, floodLimit),
      handler: async (request, reply) => {
        const token = request.headers.token;
        const answer = await callHandler(
          handler,
          {
            params: request.params as Record<string, string | undefined>,
            body: request.body,
            token: typeof token === 'string' ? token : undefined,
            clientIp: request.ip,
          },
          { db, validateResults, onInternalError: (err) => request.log.error({ err }, 'request failed') },
        );
        return sendAnswer(reply, answer);
      },
    });
  }
}
