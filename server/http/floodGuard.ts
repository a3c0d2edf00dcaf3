import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { api, type Endpoint } from '../../src/api';
import type { Db } from '../db/schema';
import { AppError } from '../domain/errors';
import { recordFloodRefusal } from '../services/securityLog';

/** The calls that check a password (Argon2id: costly by design), so a flood of them could starve the server. */
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

const MINUTE = 60_000;
/** How many client addresses the refusal log remembers at once; beyond, refusals of new ones go unlogged. */
const REMEMBERED_CLIENTS = 10_000;

/**
 * Records the guard's refusals in the activity log, at most one row per client address and guarded call per
 * minute (the first refusal of each): a flood is refused by the thousand and must not write as many rows.
 * The write is not awaited, so a refusal answers as fast as before.
 */
export function floodRefusalLog(db: Db) {
  const loggedAt = new Map<string, number>();
  return (request: FastifyRequest, endpoint: Endpoint, perMinute: number): void => {
    const key = `${endpoint.path} ${request.ip}`;
    const now = Date.now();
    const last = loggedAt.get(key);
    if (last !== undefined && now - last < MINUTE) return;
    if (loggedAt.size >= REMEMBERED_CLIENTS) for (const [k, at] of loggedAt) if (now - at >= MINUTE) loggedAt.delete(k);
    if (loggedAt.size >= REMEMBERED_CLIENTS) return;
    loggedAt.set(key, now);
    const signIn = endpoint === api.session.login;
    const body = request.body as { data?: { username?: unknown } } | undefined;
    const username = signIn ? body?.data?.username : undefined;
    recordFloodRefusal(db, signIn ? 'sign-in' : 'password change', username, request.ip, perMinute).catch(
      (err: unknown) => request.log.error({ err }, 'could not record a flood guard refusal'),
    );
  };
}

/**
 * The route option that puts a guarded endpoint behind the guard; none for the others, or when it is off.
 * The guard runs once the body is read (preHandler), so a refusal's row can name the username typed.
 */
export const floodGuardOf = (
  endpoint: Endpoint,
  perMinute: number | undefined,
  onRefused: ReturnType<typeof floodRefusalLog>,
): Pick<RouteOptions, 'config'> =>
  GUARDED.includes(endpoint) && perMinute !== undefined && perMinute > 0
    ? {
        config: {
          rateLimit: {
            max: perMinute,
            timeWindow: MINUTE,
            hook: 'preHandler',
            onExceeded: (request: FastifyRequest) => onRefused(request, endpoint, perMinute),
          },
        },
      }
    : {};
