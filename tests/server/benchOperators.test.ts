import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../scripts/bench/operators';

let server: Server;
let base: string;

/**
 * /ok answers 200 to a call with the token, accepting gzip (and a JSON body if a POST), else 400; /fail 500,
 * /slow never answers, /cut closes mid-answer.
 */
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    if (request.url === '/ok')
      request.on('end', () => {
        const h = request.headers;
        const json = request.method === 'GET' || (h['content-type'] === 'application/json' && JSON.parse(body));
        response.writeHead(h.token === 't' && h['accept-encoding']?.includes('gzip') && json ? 200 : 400);
        response.end('{}');
      });
    else if (request.url === '/fail') {
      response.writeHead(500);
      response.end('{}');
    } else if (request.url === '/cut') {
      response.writeHead(200, { 'content-length': '1000' });
      response.write('{"partial":');
      setTimeout(() => response.destroy(), 20);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('the operator workload client (scripts/bench/operators.ts)', () => {
  it('counts a 2xx answer as answered, and sends the token and gzip acceptance', async () => {
    expect((await send(base, 't', { method: 'GET', path: '/ok' })).ok).toBe(true);
    expect((await send(base, 't', { method: 'POST', path: '/ok', body: { data: 1 } })).ok).toBe(true);
    expect((await send(base, 'other', { method: 'GET', path: '/ok' })).ok).toBe(false);
  });

  it('counts a non-2xx answer, no answer in time and a cut answer as errors', async () => {
    expect((await send(base, 't', { method: 'GET', path: '/fail' })).ok).toBe(false);
    const slow = await send(base, 't', { method: 'GET', path: '/slow' }, 200);
    expect(slow.ok).toBe(false);
    expect(slow.ms).toBeGreaterThanOrEqual(190);
    expect((await send(base, 't', { method: 'GET', path: '/cut' })).ok).toBe(false);
    expect((await send('http://127.0.0.1:1', 't', { method: 'GET', path: '/ok' })).ok).toBe(false);
  });
});
