import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** What a browser on an allowed origin may send: the contract's methods and the app's headers. */
export const CORS_METHODS = 'GET, POST, PUT, DELETE';
export const CORS_HEADERS = 'Token, Content-Type, Accept';
/** How long a browser may keep a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE = 600;

/**
 * Lets the app served from other origins (a static build elsewhere, config.json's apiBase pointing
 * here) call this server, by @fastify/cors: CORS_ORIGINS lists them; none (the default) adds nothing.
 * A listed origin gets Access-Control-Allow-Origin naming it on every answer, errors too (the app must
 * read their message), and its preflight is answered 204. Other origins get no CORS headers, so
 * browsers refuse them. No credentials: the session travels in the Token header, not in cookies.
 */
export function installCors(app: FastifyInstance, origins: readonly string[] = []): void {
  if (origins.length === 0) return;
  app.register(fastifyCors, {
    origin: [...origins],
    methods: CORS_METHODS,
    allowedHeaders: CORS_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE,
    credentials: false,
  });
}
