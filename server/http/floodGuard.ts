import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { api, type Endpoint } from '../../src/api';
import { AppError } from '../domain/errors';

/** The calls that check a password (scrypt: costly by design), so a flood of them could starve the server. */
const GUARDED: readonly Endpoint[] = [
  api.session.login,
  api.session.secondFactor,
  api.session.enrolSecondFactor,
  api.admins.changePassword,
];

/**
 * A flood guard in front of the password checks, by @fastify/rate-limit: at most `perMinute` calls per
 * client address (request.ip, so behind TRUST_PROXY the forwarded one) and route in any minute, in this
 * instance's memory. It only blunts floods; the real limit on password guessing is the database-backed
 * throttle (services/loginThrottle.ts), which every instance shares.
 */
export function installFloodGuard(app: FastifyInstance): void {
  app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, { ttl }) =>
      new AppError(`Too many requests. Please try again in ${Math.max(1, Math.ceil(ttl / 1000))} seconds.`, 429),
  });
}

/** The route option that puts a guarded endpoint behind the guard; none for the others, or when it is off. */
export const floodGuardOf = (endpoint: Endpoint, perMinute: number | undefined): Pick<RouteOptions, 'config'> =>
  GUARDED.includes(endpoint) && perMinute !== undefined && perMinute > 0
    ? { config: { rateLimit: { max: perMinute, timeWindow: 60_000 } } }
    : {};
