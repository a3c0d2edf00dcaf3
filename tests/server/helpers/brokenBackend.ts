import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_BASE_PATH, errorBody } from '../../../src/api';

type Rows = { content?: { data?: { all?: Record<string, unknown>[] } } };
const rowsOf = (json: unknown) => (json as Rows).content?.data?.all ?? [];

/** How the broken backend spoils answers of the reference server, by path prefix under the API base. */
const BREAKS: { prefix: string; spoil: (json: unknown) => unknown }[] = [
  // fields change type: 0/1 flags as strings, a text that may be null as a number
  {
    prefix: '/get/vendors/',
    spoil: (json) => {
      for (const row of rowsOf(json))
        Object.assign(row, { phoneVerified: String(row.phoneVerified), profilePicture: 0 });
      return json;
    },
  },
  // a field goes missing
  { prefix: '/devices/get/devices/', spoil: (json) => (rowsOf(json).forEach((row) => delete row.serial), json) },
  // the envelope key is renamed: {result:{data}}
  { prefix: '/get/admin/dashboard', spoil: (json) => ({ result: (json as { content: unknown }).content }) },
];
/** A path that fails inside. */
const FAILING = '/get/admins';
/** An extension beyond SPEC.md that this backend, like one built to SPEC.md alone, does not serve. */
const MISSING = '/get/admin/dashboard/trend/';

/**
 * The reference server behind a small proxy that breaks the contract on purpose (for contract:check's
 * tests): answers pass through except the BREAKS above (on success answers), FAILING, which answers 500, and
 * MISSING, which answers 404.
 */
export async function startBrokenBackend(target: string): Promise<{ base: string; close(): Promise<void> }> {
  const app: FastifyInstance = Fastify();
  app.route({
    method: ['GET', 'POST', 'PUT'],
    url: '/*',
    handler: async (request, reply) => {
      const path = request.url.slice(API_BASE_PATH.length);
      if (path === FAILING) return reply.code(500).send(errorBody(9, 'Internal server error', 500));
      if (path.startsWith(MISSING)) return reply.code(404).send(errorBody(5, 'Not found', 404));
      const token = request.headers.token;
      const res = await fetch(target + request.url, {
        method: request.method,
        headers: { ...(typeof token === 'string' ? { token } : {}), 'content-type': 'application/json' },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      const text = await res.text();
      const breaks = BREAKS.find((b) => path.startsWith(b.prefix));
      const body = res.status === 200 && breaks ? JSON.stringify(breaks.spoil(JSON.parse(text))) : text;
      return reply
        .code(res.status)
        .type(res.headers.get('content-type') ?? 'application/json')
        .send(body);
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, close: () => app.close() };
}
