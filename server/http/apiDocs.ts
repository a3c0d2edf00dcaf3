import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '../../src/api';
import { OPENAPI_PATH } from '../../src/api/openapi';

export const API_DOCS_PATH = `${API_BASE_PATH}/docs`;

/**
 * GET /v1/admins/docs: Swagger UI over the served OpenAPI document, public, its scripts and styles from this
 * server (the plugin's own copy, no CDN). The page has no inline script, so the app's Content-Security-Policy
 * allows it as it is. Register after installOpenApi (it reads @fastify/swagger's document).
 */
export function installApiDocs(app: FastifyInstance, distDir: string): void {
  // The app's own mark in the top bar (the built app's favicon), not the plugin's Fastify logo (kept without a build).
  const favicon = join(resolve(distDir), 'favicon.svg');
  app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    theme: { title: 'BusAds admin API' },
    logo: existsSync(favicon) ? { type: 'image/svg+xml', content: readFileSync(favicon) } : undefined,
    uiConfig: {
      // Swagger UI loads the first of `urls` instead of the plugin's copy at ./json: the page reads exactly
      // what integrators download.
      urls: [{ url: API_BASE_PATH + OPENAPI_PATH, name: 'BusAds admin API' }],
    },
  });
}
