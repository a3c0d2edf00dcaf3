import type { FastifyInstance } from 'fastify';

/**
 * Once close() has begun, no connection outlives its answer. Fastify answers requests that arrive during close
 * 503 with `Connection: close`, and Node's server.close() ends the keep-alive connections idle at that moment;
 * but a request already in flight on a keep-alive connection would leave its connection open after its answer,
 * holding close() until keepAliveTimeout (72 s) ran out (fastify/fastify#7044), past SHUTDOWN_GRACE_MS: exit 1.
 * So an answer sent after close() began says `Connection: close`, and one whose headers had already gone (a file
 * still being read when the signal came) ends its connection once it is complete.
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
  app.addHook('onResponse', async (request) => {
    if (closing) request.raw.socket?.end();
  });
}
