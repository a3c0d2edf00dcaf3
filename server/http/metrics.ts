import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { ERROR_CODE } from '../../src/api';
import type { Db } from '../db/schema';
import { installDatabaseMetrics } from './databaseMetrics';
import { sendError } from './envelope';

export const METRICS_PATH = '/metrics';

/** Seconds; the API answers in 1 ms to a few seconds, its deadline being the statement timeout (5 s). */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Compares digests (always of equal length) in constant time: the answer's timing tells nothing of the token. */
const bearerMatches = (authorization: string | undefined, token: string) => {
  const given = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(sha256(given), sha256(token));
};

/** Request durations by route pattern and requests in flight, for every request but the scrapes themselves. */
function installRequestMetrics(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: "Time from a request's arrival to its answer, by route pattern (unmatched: no route), method and status code",
    labelNames: ['route', 'method', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'http_requests_in_flight',
    help: 'Requests received and not yet answered',
    registers: [registry],
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url !== METRICS_PATH) {
      inFlight.inc();
      // 'close' comes once per answer, also when the client went away first (onResponse then never runs).
      reply.raw.once('close', () => inFlight.dec());
    }
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== METRICS_PATH)
      duration.observe({ route, method: request.method, status_code: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });
}

/**
 * GET /metrics in Prometheus text, for callers sending `Authorization: Bearer <token>` (else 401): request
 * durations and requests in flight, the database's pool or threads, and prom-client's process metrics
 * (event-loop lag, memory, CPU, handles). Each app has its own registry.
 */
export function installMetrics(app: FastifyInstance, { token, db }: { token: string; db: Db }): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  installRequestMetrics(app, registry);
  installDatabaseMetrics(registry, db);
  // A scrape every few seconds is no news: its access line only at warn level and above (none).
  app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token))
      return sendError(
        reply.header('www-authenticate', 'Bearer'),
        401,
        ERROR_CODE.auth,
        'Send Authorization: Bearer <METRICS_TOKEN>',
      );
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
