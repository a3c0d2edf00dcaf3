import fastifySwagger, { type StaticDocumentSpec } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '../../src/api';
import { buildOpenApi, OPENAPI_PATH, type OpenApiDocument } from '../../src/api/openapi';

let built: OpenApiDocument | undefined;
/** The document never changes while the process runs: built once (about 60 ms), then shared by every app. */
const openApiDocument = () => (built ??= buildOpenApi());

/**
 * GET /v1/admins/openapi.json: the OpenAPI 3.1 document generated from src/api, public. The same document
 * is @fastify/swagger's (static mode), which the browsable reference (apiDocs.ts) reads.
 */
export function installOpenApi(app: FastifyInstance): void {
  // The plugin's types name OpenAPI 2.0 and 3.0 documents only; ours is 3.1, which it stores and hands back as is.
  const document = openApiDocument() as unknown as StaticDocumentSpec['document'];
  app.register(fastifySwagger, { mode: 'static', specification: { document } });
  let json: string | undefined;
  app.get(API_BASE_PATH + OPENAPI_PATH, (_request, reply) => {
    json ??= JSON.stringify(app.swagger());
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(json);
  });
}
