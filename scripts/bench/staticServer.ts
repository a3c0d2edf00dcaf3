import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { precompress } from '../precompress';
import { freePort } from './server';

/**
 * Serves a built single-page app as the product's server serves its own build: precompressed files
 * (gzip, brotli), index.html for unknown paths. Used for the bare react-admin reference.
 */
export async function serveStatic(dir: string): Promise<{ base: string; close: () => Promise<void> }> {
  precompress(dir);
  const app = Fastify();
  await app.register(fastifyStatic, { root: dir, preCompressed: true });
  app.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
  const address = await app.listen({ port: await freePort(), host: '127.0.0.1' });
  return { base: address, close: () => app.close() };
}
