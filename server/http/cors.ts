import type { FastifyInstance } from 'fastify';

/** What a browser on an allowed origin may send: the contract's methods and the app's headers. */
export const CORS_METHODS = 'GET, POST, PUT, DELETE';
export const CORS_HEADERS = 'Token, Content-Type, Accept';
/** How long a browser may keep a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE = '600';

const addVary = (current: unknown, name: string): string => {
  const values = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  return values.some((v) => v.toLowerCase() === name.toLowerCase()) ? values.join(', ') : [...values, name].join(', ');
};

/**
 * Lets the app served from other origins (a static build elsewhere, config.json's apiBase pointing
 * here) call this server: CORS_ORIGINS lists them; none (the default) adds nothing. A request from a
 * listed origin gets Access-Control-Allow-Origin naming it, and its preflight (OPTIONS) is answered
 * 204 with the methods and headers the app sends. Other origins get no CORS headers, so browsers
 * refuse them. No credentials: the session travels in the Token header, not in cookies.
 */
export function installCors(app: FastifyInstance, origins: readonly string[] = []): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  const isAllowed = (origin: string | undefined): origin is string => origin !== undefined && allowed.has(origin);

  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'OPTIONS' || request.headers['access-control-request-method'] === undefined) return done();
    if (!isAllowed(request.headers.origin)) return done();
    reply
      .code(204)
      .header('Access-Control-Allow-Methods', CORS_METHODS)
      .header('Access-Control-Allow-Headers', CORS_HEADERS)
      .header('Access-Control-Max-Age', PREFLIGHT_MAX_AGE)
      .send();
  });

  // In onSend, so every answer carries it: errors too (the app must read their message), and static files.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('Vary', addVary(reply.getHeader('Vary'), 'Origin'));
    if (isAllowed(request.headers.origin)) reply.header('Access-Control-Allow-Origin', request.headers.origin);
    done(null, payload);
  });
}
