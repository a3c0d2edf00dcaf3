import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '../../src/api';

export interface SecurityHeaderOptions {
  /** Origins the app may call besides its own (an API on another origin), e.g. 'https://api.example.ng'. */
  connectSrc?: readonly string[];
  /** Pages on other origins use this server (CORS_ORIGINS): they may load its /media images too. */
  crossOrigin?: boolean;
  /** Inline scripts of the app's index.html allowed by their hash ('sha256-…', webApp.ts's inlineScriptHashes). */
  scriptHashes?: readonly string[];
}

/**
 * The Content-Security-Policy the built app runs under: its own scripts only (and index.html's inline
 * script by its hash), inline styles because MUI/emotion injects <style> tags, images and media also from data: and
 * https: (ad media may be remote URLs), and no framing, <base> or foreign form targets. WebAssembly may
 * be compiled ('wasm-unsafe-eval', not JavaScript eval): mock mode runs SQLite as WebAssembly.
 */
const cspDirectives = (connectSrc: readonly string[], scriptHashes: readonly string[]) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...scriptHashes],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  mediaSrc: ["'self'", 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", ...connectSrc],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
});

/**
 * Security headers on every answer (API, app, media, 404s and errors alike) by @fastify/helmet: our CSP,
 * no framing, no referrer, HSTS, CORP, Origin-Agent-Cluster and the rest of helmet's defaults. API answers
 * (the sign-in answer carries the session token, lists carry personal data) are also never stored by a
 * cache, unless the route said otherwise (the OpenAPI document).
 */
export function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives(options.connectSrc ?? [], options.scriptHashes ?? []),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: options.crossOrigin ? 'cross-origin' : 'same-origin' },
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith(`${API_BASE_PATH}/`) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
