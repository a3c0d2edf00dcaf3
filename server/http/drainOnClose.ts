import type { FastifyInstance } from 'fastify';

/**
 * Once close() has begun, every answer carries `Connection: close`. Fastify answers requests that arrive
 * during close 503 with that header, and Node's server.close() ends the keep-alive connections idle at that
 * moment; but a request already in flight on a keep-alive connection would leave its connection open after
 * its answer, holding close() until keepAliveTimeout (72 s) ran out (fastify/fastify#7044).
 */
export function installDrainOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
