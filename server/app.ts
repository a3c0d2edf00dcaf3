import fastifyCompress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Db } from './db/schema';
import { installAccessLog } from './http/accessLog';
import { installCors } from './http/cors';
import { BODY_LIMIT, installErrorHandler, installJsonParser } from './http/errorHandler';
import { clientErrorHandler, frameworkErrors } from './http/frameworkErrors';
import { installSecurityHeaders } from './http/securityHeaders';
import { installFloodGuard } from './http/floodGuard';
import { installHealth } from './http/health';
import { installDrainOnClose } from './http/drainOnClose';
import { installOpenApi } from './http/openapi';
import { installApiDocs } from './http/apiDocs';
import { installMetrics } from './http/metrics';
import { inlineScriptHashes, installWebApp } from './http/webApp';
import { installApiRoutes } from './http/apiRoutes';

export interface AppOptions {
  db: Db;
  /** The session checks' own connections (db/connect.ts openSessionLane); default `db`. */
  sessionDb?: Db;
  /** The built web app (index.html and assets). Default ./dist. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Check each result against its contract schema. Default: on unless NODE_ENV is 'production'. */
  validateResults?: boolean;
  /** Origins the app may call besides its own, for the Content-Security-Policy's connect-src. */
  cspConnectSrc?: readonly string[];
  /** Origins whose pages may call this server (CORS), e.g. a static build of the app elsewhere. Default none. */
  corsOrigins?: readonly string[];
  /** Take the client address from X-Forwarded-For (behind a reverse proxy), for login throttling per client. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Calls per minute per client address on sign-in and the own-password change (a flood guard); unset: none. */
  floodLimit?: number;
  /** GET /metrics (Prometheus text) for callers sending `Authorization: Bearer <metricsToken>`; unset: no such route. */
  metricsToken?: string;
}

/** The HTTP app without listening: API routes under /v1/admins, the web app, one error handler. */
export function buildApp({
  db,
  sessionDb,
  distDir = './dist',
  logger = false,
  validateResults,
  cspConnectSrc,
  corsOrigins,
  trustProxy = false,
  floodLimit,
  metricsToken,
}: AppOptions): FastifyInstance {
  const app = Fastify({
    logger,
    // One line per request, before its answer: http/accessLog.ts.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy,
    bodyLimit: BODY_LIMIT,
    // Long enough for any 200-character text parameter once percent-encoded, so zod (not the router) rejects it.
    routerOptions: { maxParamLength: 2000 },
    frameworkErrors,
    clientErrorHandler,
  });
  installAccessLog(app);
  installSecurityHeaders(app, {
    connectSrc: cspConnectSrc,
    crossOrigin: (corsOrigins ?? []).length > 0,
    scriptHashes: inlineScriptHashes(distDir),
  });
  installCors(app, corsOrigins);
  installJsonParser(app);
  installErrorHandler(app);
  installFloodGuard(app);
  // Readiness asks through the session checks' lane: a busy pool of list reads is not an unready database.
  installHealth(app, sessionDb ?? db);
  installDrainOnClose(app);
  if (metricsToken !== undefined) installMetrics(app, { token: metricsToken, db });
  // JSON answers of 1 kB or more are gzipped for clients that accept it (a 1,000-row list: 235 kB -> 31 kB);
  // the routes are registered after the plugin so its hook applies to them. The built app is precompressed.
  app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['gzip'],
    customTypes: /^application\/json/,
    // Level 4, not zlib's 6: half the CPU for 8 % more bytes on the large lists (docs/performance.md, issue 31).
    zlibOptions: { level: 4 },
  });
  app.register(async (api) =>
    installApiRoutes(api, {
      db,
      sessionDb,
      floodLimit,
      validateResults: validateResults ?? process.env.NODE_ENV !== 'production',
    }),
  );
  installOpenApi(app);
  installApiDocs(app, distDir);
  installWebApp(app, distDir);
  return app;
}
