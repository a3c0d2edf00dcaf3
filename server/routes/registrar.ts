import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  API_BASE_PATH, ERROR_CODE, EXPIRED_SESSION, paramsParser, routerPath,
  type BodyOf, type Endpoint, type ParsedParams, type ResultOf,
} from '../../src/api';
import type { AdminRow, Db } from '../db/schema';
import type { AnswerCache } from '../http/answerCache';
import { describeIssues } from '../http/envelope';
import { containsNul, NUL_TEXT_MESSAGE } from '../http/nulText';
import { AppError, forbidden } from '../services/errors';
import { hasPrivilege } from '../services/privileges';
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
  const sessions = new WeakMap<FastifyRequest, { admin: AdminRow; holdsModule: boolean; token: string }>();

  function register<E extends Endpoint>(
    endpoint: E,
    run: (request: FastifyRequest, base: PublicContext<E>) => Promise<unknown>,
    options: RouteOptions = {},
  ) {
    const params = paramsParser(endpoint.params);
    const body = endpoint.body ? z.object({ data: endpoint.body }) : undefined;
    const authenticate = async (request: FastifyRequest) => {
      const token = request.headers.token;
      if (typeof token !== 'string' || token === '') throw expired();
      const admin = await adminForToken(db, token);
      if (!admin) throw expired();
      const holdsModule = hasPrivilege(admin, endpoint.module);
      if (!holdsModule && !isOwnRecord(request, options.ownRecordParam, admin)) throw forbidden();
      sessions.set(request, { admin, holdsModule, token });
    };
    // Reads by a signed-in admin: the answer depends on the URL, the admin (their privileges and own
    // records), the data and the second (see AnswerCache), and on nothing else of the request.
    const cache = endpoint.method === 'GET' && !endpoint.public ? answerCache : undefined;
    app.route({
      method: endpoint.method,
      url: API_BASE_PATH + routerPath(endpoint.path),
      onRequest: endpoint.public ? [] : [authenticate],
      handler: async (request, reply) => {
        let cacheKey = '';
        let stamp = '';
        if (cache) {
          cacheKey = `${sessions.get(request)?.admin.id} ${request.url}`;
          stamp = cache.stamp();
          const hit = cache.get(cacheKey, stamp);
          if (hit) return reply.type(JSON_TYPE).send(hit);
        }
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
        const content = out instanceof WithToken ? { token: out.token, data } : { data };
        if (!cache) return reply.send({ content });
        const answer = Buffer.from(JSON.stringify({ content }));
        cache.set(cacheKey, stamp, answer);
        return reply.type(JSON_TYPE).send(answer);
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
