import { API_BASE_PATH } from '../../src/api';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /** Origins the app may call besides its own (an API on another origin), e.g. 'https://api.example.ng'. */
  connectSrc?: readonly string[];
}

/**
 * The Content-Security-Policy the built app runs under: its own scripts only (Vite emits no inline
 * script), inline styles because MUI/emotion injects <style> tags, images and media also from data: and
 * https: (ad media may be remote URLs), and no framing, <base> or foreign form targets. WebAssembly may
 * be compiled ('wasm-unsafe-eval', not JavaScript eval): mock mode runs SQLite as WebAssembly.
 */
export function contentSecurityPolicy({ connectSrc = [] }: SecurityHeaderOptions = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connectSrc].join(' ')}`,
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
  };
}

/**
 * Adds the security headers to every answer: API, app, media, 404s and errors alike. API answers (the
 * sign-in answer carries the session token, lists carry personal data) are also never stored by a cache,
 * unless the route said otherwise (the OpenAPI document).
 */
export function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  const entries = Object.entries(securityHeaders(options));
  // A callback hook (no promise per request) setting the raw header names directly.
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of entries) reply.header(name, value);
    if (request.url.startsWith(`${API_BASE_PATH}/`) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
