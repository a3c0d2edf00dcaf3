/**
 * The bench's yardstick: a Fastify hello-world route and nothing else, in its own process. Listens on
 * 127.0.0.1 on a free port and prints `listening <port>` once ready.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const close = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address !== null ? address.port : ''}`);
