import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH, routerPath } from '../../src/api';
import type { Db } from '../db/schema';
import { apiHandlers } from '../handlers';
import { callHandler } from '../handlers/call';
import { sendAnswer } from './envelope';

export interface ApiRouteOptions {
  db: Db;
  /** Check every result against the endpoint's result schema (development and tests). */
  validateResults: boolean;
}

/** The Fastify host of the handlers: one route per endpoint at API_BASE_PATH + its path. */
export function installApiRoutes(app: FastifyInstance, { db, validateResults }: ApiRouteOptions): void {
  for (const handler of apiHandlers()) {
    app.route({
      method: handler.endpoint.method,
      url: API_BASE_PATH + routerPath(handler.endpoint.path),
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
