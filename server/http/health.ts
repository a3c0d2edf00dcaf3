import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/schema';

/** How long /readyz waits for the database's answer to `select 1`. */
export const READY_DEADLINE_MS = 2000;
/** How often under-pressure checks the database between probes (its last result gates /readyz too). */
const CHECK_INTERVAL_MS = 5000;

/** Probes come every few seconds: their access lines only at warn level and above (none). */
const PROBE = { logLevel: 'warn' } as const;

async function selectOneWithin(db: Db, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /readyz through @fastify/under-pressure: its health check is `select 1` within READY_DEADLINE_MS, run
 * every CHECK_INTERVAL_MS and again on each probe; both must pass. A failure answers 503 with the reason;
 * changes of state are logged once (at warn, so production's default level shows them).
 */
const readiness: FastifyPluginAsync<{ db: Db }> = async (scope, { db }) => {
  let failure: string | undefined;
  const healthCheck = async (instance: FastifyInstance) => {
    try {
      await selectOneWithin(db, READY_DEADLINE_MS);
      if (failure !== undefined) instance.log.warn('readiness: the database answers again');
      failure = undefined;
      return { status: 'ready' };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (failure === undefined) instance.log.warn({ reason }, 'readiness: the database does not answer');
      failure = reason;
      return false;
    }
  };
  // under-pressure answers a failed check with its own error (no reason): answered here as JSON instead.
  scope.setErrorHandler((_error, _request, reply) =>
    reply.code(503).send({ status: 'unavailable', reason: failure ?? 'not checked yet' }),
  );
  await scope.register(underPressure, {
    healthCheck,
    healthCheckInterval: CHECK_INTERVAL_MS,
    exposeStatusRoute: {
      url: '/readyz',
      // Failures are logged once per change of state above, not once per probe.
      routeOpts: { logLevel: 'fatal' },
      routeSchemaOpts: {
        response: {
          503: { type: 'object', properties: { status: { type: 'string' }, reason: { type: 'string' } } },
        },
      },
    },
  });
};

/**
 * GET /healthz (liveness: the process answers) and GET /readyz (readiness: the database answers), JSON and
 * uncached, outside the API's session check. During shutdown Fastify itself answers every request 503
 * (return503OnClosing), /readyz included, and refuses new connections. No load limits (event-loop delay,
 * heap) answer 503 on the API: see docs/operations.md.
 */
export function installHealth(app: FastifyInstance, db: Db): void {
  app.register(async (health) => {
    health.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    health.get('/healthz', PROBE, async () => ({ status: 'ok' }));
    // Its own scope: under-pressure's hook answers 503 for every route beside it while the check fails.
    await health.register(readiness, { db });
  });
}
