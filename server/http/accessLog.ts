import type { FastifyInstance } from 'fastify';

/**
 * One access line per request ('request answered', at info level), written before the answer leaves:
 * in onSend, so an acknowledged write is already in the log when its client reads the answer. Fastify's
 * own request lines are off (disableRequestLogging): its 'request completed' comes after the answer, so
 * a crash right after an acknowledged topup lost it. The line is durable only if the logger writes
 * synchronously (server/main.ts gives it process.stdout, synchronous for files and pipes on Linux).
 */
export function installAccessLog(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request answered');
    done(null, payload);
  });
}
