import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_BASE_PATH, ERROR_CODE, routerPath, type Method } from '../../src/api';
import { runForRequest } from '../db/requestScope';
import type { Db } from '../db/schema';
import { apiHandlers } from '../handlers';
import { callHandler } from '../handlers/call';
import { sendAnswer, sendError } from './envelope';
import { floodGuardOf, floodRefusalLog } from './floodGuard';

export interface ApiRouteOptions {
  db: Db;
  /** The session checks' own connections (connect.ts openSessionLane); default `db`. */
  sessionDb?: Db;
  /** Check every result against the endpoint's result schema (development and tests). */
  validateResults: boolean;
  /** Calls per minute per client on sign-in and the own-password change (http/floodGuard.ts); unset: no guard. */
  floodLimit?: number;
}

/** Aborts when the client disconnects before its answer has been sent. */
function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** The methods a path of the API may be called with; any other answers 405 with Allow. */
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

/**
 * The Fastify host of the handlers: one route per endpoint at API_BASE_PATH + its path, and for each path
 * a route answering its other methods 405 Method Not Allowed with an Allow header (HEAD comes with GET).
 */
export function installApiRoutes(
  app: FastifyInstance,
  { db, sessionDb, validateResults, floodLimit }: ApiRouteOptions,
): void {
  const handlers = apiHandlers();
  const onFloodRefused = floodRefusalLog(db);
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
      ...floodGuardOf(handler.endpoint, floodLimit, onFloodRefused),
      handler: async (request, reply) => {
        const token = request.headers.token;
        // Reads not yet started when the client leaves are skipped (db/requestScope.ts).
        const answer = await runForRequest(clientGoneSignal(reply), () =>
          callHandler(
            handler,
            {
              params: request.params as Record<string, string | undefined>,
              body: request.body,
              token: typeof token === 'string' ? token : undefined,
              clientIp: request.ip,
            },
            { db, sessionDb, validateResults, onInternalError: (err) => request.log.error({ err }, 'request failed') },
          ),
        );
        return sendAnswer(reply, answer);
      },
    });
  }
}
