import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  API_BASE_PATH, ERROR_CODE, EXPIRED_SESSION, paramsParser, routerPath,
  type BodyOf, type Endpoint, type ParsedParams, type ResultOf,
} from '../../src/api';
import type { AdminRow, Db } from '../db/schema';
import type { Answer, AnswerCache } from '../http/answerCache';
import { describeIssues } from '../http/envelope';
import { containsNul, NUL_TEXT_MESSAGE } from '../http/nulText';
import { AppError, forbidden } from '../domain/errors';
import { hasPrivilege } from '../domain/privileges';
import { adminForToken } from '../services/sessions';


export interface PublicContext<E extends Endpoint> {
  db: Db;
  params: ParsedParams<E['params']>;
  body: BodyOf<E>;
}
/** Public endpoints also see the client's address (login throttling). */
export interface PublicCallContext<E extends Endpoint> extends PublicContext<E> {
  clientIp: string;
}
export interface HandlerContext<E extends Endpoint> extends PublicContext<E> {
  /** The signed-in admin (enabled, session not expired, holding the endpoint's module or acting on their own record). */
  admin: AdminRow;
  /** False only when the admin came in through `ownRecordParam` without the endpoint's module. */
  holdsModule: boolean;
  /** The session token of the request (to keep the current session when ending the others). */
  token: string;
}

export interface RouteOptions {
  /**
   * A path parameter naming an admin id: an admin without the endpoint's module may still call it on
   * their own record (that parameter equal to their id). The handler then restricts what they may change.
   */
  ownRecordParam?: string;
}

/** A result that also carries a session token: sent as {content:{token, data}} (login). */
export class WithToken<T> {
  constructor(readonly data: T, readonly token: string) {}
}

export interface Registrar {
  /** An endpoint that needs a session and the endpoint's privilege module. */
  route<E extends Endpoint>(endpoint: E, handler: (ctx: HandlerContext<E>) => Promise<ResultOf<E>>, options?: RouteOptions): void;
  /** An endpoint marked `public` in the contract: no session needed. */
  publicRoute<E extends Endpoint>(endpoint: E, handler: (ctx: PublicCallContext<E>) => Promise<ResultOf<E> | WithToken<ResultOf<E>>>): void;
}

export interface RegistrarOptions {
  db: Db;
  /** Check every result against the endpoint's result schema (development and tests). */
  validateResults: boolean;
  /** Keeps the answers of signed-in GET calls while the data and the second are unchanged. */
  answerCache?: AnswerCache;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Whether Accept-Encoding lists gzip (or *) without refusing it with q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...options] = part.split(';').map((s) => s.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== '*') return false;
    return !options.some((o) => /^q=0(\.0*)?$/.test(o));
  });
}

/** A kept answer, gzipped for clients that accept it (the gzip is made once per kept answer). */
function sendKept(cache: AnswerCache, request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  reply.header('vary', 'accept-encoding').type(JSON_TYPE);
  const gzip = acceptsGzip(request.headers['accept-encoding']) ? cache.gzipped(answer) : undefined;
  return gzip ? reply.header('content-encoding', 'gzip').send(gzip) : reply.send(answer.json);
}

const expired = () => new AppError(EXPIRED_SESSION, 401, ERROR_CODE.auth);

/** The raw path parameter (before zod) is the admin's id written the way the app writes ids. */
function isOwnRecord(request: FastifyRequest, param: string | undefined, admin: AdminRow): boolean {
  if (param === undefined) return false;
  const params = request.params as Record<string, string | undefined> | undefined;
  return params?.[param] === String(admin.id);
}

/**
 * Registers contract endpoints on Fastify at API_BASE_PATH + path: auth and privilege hooks, path
 * parameters and {data} body parsed with zod (400, code 2), and the result wrapped in {content:{data}}.
 */
export function createRegistrar(app: FastifyInstance, { db, validateResults, answerCache }: RegistrarOptions): Registrar {
  /** The session of each signed-in request, and the cache stamp read before its admin was looked up. */
  const sessions = new WeakMap<FastifyRequest, { admin: AdminRow; holdsModule: boolean; token: string; stamp: string }>();

  function register<E extends Endpoint>(
    endpoint: E,
    run: (request: FastifyRequest, base: PublicContext<E>) => Promise<unknown>,
    options: RouteOptions = {},
  ) {
    const params = paramsParser(endpoint.params);
    const body = endpoint.body ? z.object({ data: endpoint.body }) : undefined;
    const admit = (request: FastifyRequest, token: string, stamp: string, admin: AdminRow | undefined) => {
      if (!admin) throw expired();
      const holdsModule = hasPrivilege(admin, endpoint.module);
      if (!holdsModule && !isOwnRecord(request, options.ownRecordParam, admin)) throw forbidden();
      sessions.set(request, { admin, holdsModule, token, stamp });
    };
    // A callback hook: with the admin of the token already known under this stamp, no promise and no
    // extra turn of the event loop per request.
    const authenticate = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      const settle = (step: () => void) => {
        try {
          step();
        } catch (error) {
          return done(error as Error);
        }
        done();
      };
      const token = request.headers.token;
      if (typeof token !== 'string' || token === '') return done(expired());
      const stamp = answerCache?.stamp() ?? '';
      const known = answerCache?.admin(token, stamp);
      if (known) return settle(() => admit(request, token, stamp, known));
      adminForToken(db, token).then(
        (admin) => settle(() => {
          if (admin) answerCache?.rememberAdmin(token, stamp, admin);
          admit(request, token, stamp, admin);
        }),
        done,
      );
    };
    // Reads by a signed-in admin: the answer depends on the URL, the admin (their privileges and own
    // records), the data and the second (see AnswerCache), and on nothing else of the request.
    const cache = endpoint.method === 'GET' && !endpoint.public ? answerCache : undefined;
    /** The call's `content`: parameters and body checked, the handler run, its result checked in development. */
    const answer = async (request: FastifyRequest): Promise<unknown> => {
      if (containsNul(request.params) || containsNul(request.body)) throw new AppError(NUL_TEXT_MESSAGE, 400, ERROR_CODE.validation);
      const parsedParams = params.safeParse(request.params);
      if (!parsedParams.success) throw new AppError(describeIssues(parsedParams.error.issues), 400, ERROR_CODE.validation);
      let parsedBody: unknown = undefined;
      if (body) {
        const raw = request.body;
        if (typeof raw !== 'object' || raw === null || !('data' in raw)) {
          throw new AppError('The body must be JSON of the form {"data":{...}}', 400, ERROR_CODE.validation);
        }
        const result = body.safeParse(raw);
        if (!result.success) throw new AppError(describeIssues(result.error.issues, 'data'), 400, ERROR_CODE.validation);
        parsedBody = result.data.data;
      }
      const out = await run(request, { db, params: parsedParams.data, body: parsedBody as BodyOf<E> });
      const data = out instanceof WithToken ? out.data : out;
      if (validateResults) {
        const check = endpoint.result.safeParse(data);
        if (!check.success) {
          request.log.error({ issues: check.error.issues }, 'result breaks the contract');
          throw new Error(`Result of ${endpoint.method} ${endpoint.path} breaks the contract: ${describeIssues(check.error.issues)}`);
        }
      }
      return out instanceof WithToken ? { token: out.token, data } : { data };
    };
    app.route({
      method: endpoint.method,
      url: API_BASE_PATH + routerPath(endpoint.path),
      onRequest: endpoint.public ? [] : [authenticate],
      handler: async (request, reply) => {
        if (!cache) return reply.send({ content: await answer(request) });
        const session = sessions.get(request);
        if (!session) throw expired();
        const key = `${session.admin.id} ${request.url}`;
        // Callers of the same URL that arrive while its answer is computed share that computation.
        const kept = cache.get(key, session.stamp)
          ?? (await cache.compute(key, session.stamp, async () => Buffer.from(JSON.stringify({ content: await answer(request) }))));
        return sendKept(cache, request, reply, kept);
      },
    });
  }

  return {
    route(endpoint, handler, options) {
      if (endpoint.public) throw new Error(`${endpoint.path} is public: register it with publicRoute`);
      register(
        endpoint,
        (request, base) => {
          const session = sessions.get(request);
          if (!session) throw expired();
          return handler({ ...base, ...session });
        },
        options,
      );
    },
    publicRoute(endpoint, handler) {
      if (!endpoint.public) throw new Error(`${endpoint.path} needs a session: register it with route`);
      register(endpoint, (request, base) => handler({ ...base, clientIp: request.ip }));
    },
  };
}
