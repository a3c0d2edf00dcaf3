import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '../../src/api';
import { buildOpenApi, OPENAPI_PATH } from '../../src/api/openapi';

/** GET /v1/admins/openapi.json: the OpenAPI 3.1 document generated from src/api, public, built once on first call. */
export function installOpenApi(app: FastifyInstance): void {
  let document: string | undefined;
  app.get(API_BASE_PATH + OPENAPI_PATH, (_request, reply) => {
    document ??= JSON.stringify(buildOpenApi());
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
  });
}
