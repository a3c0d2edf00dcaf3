import type { Endpoint, ParsedParams, BodyOf, ResultOf } from '../../src/api';
import type { OrJsonText } from '../domain/jsonText';
import type { AdminRow, Db } from '../db/schema';

export interface PublicContext<E extends Endpoint> {
  db: Db;
  params: ParsedParams<E['params']>;
  body: BodyOf<E>;
}
/** Every call also sees the client's address (sign-in and password-check throttling). */
export interface PublicCallContext<E extends Endpoint> extends PublicContext<E> {
  clientIp: string;
}
export interface HandlerContext<E extends Endpoint> extends PublicCallContext<E> {
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
  constructor(
    readonly data: T,
    readonly token: string,
  ) {}
}

/** What each area module declares its handlers with. */
export interface Registrar {
  /** An endpoint that needs a session and the endpoint's privilege module. */
  route<E extends Endpoint>(
    endpoint: E,
    handler: (ctx: HandlerContext<E>) => Promise<OrJsonText<ResultOf<E>>>,
    options?: RouteOptions,
  ): void;
  /** An endpoint marked `public` in the contract: no session needed. */
  publicRoute<E extends Endpoint>(
    endpoint: E,
    handler: (ctx: PublicCallContext<E>) => Promise<ResultOf<E> | WithToken<ResultOf<E>>>,
  ): void;
}

/** One endpoint's handler, as the hosts see it: the session part of its context is filled by callHandler. */
export type Handler =
  | {
      endpoint: Endpoint;
      public: false;
      options: RouteOptions;
      run: (ctx: HandlerContext<Endpoint>) => Promise<unknown>;
    }
  | {
      endpoint: Endpoint;
      public: true;
      options: RouteOptions;
      run: (ctx: PublicCallContext<Endpoint>) => Promise<unknown>;
    };

/** Collects the handlers that `register` declares, checking each endpoint's public flag. */
export function collectHandlers(register: (r: Registrar) => void): Handler[] {
  const handlers: Handler[] = [];
  register({
    route(endpoint, run, options = {}) {
      if (endpoint.public) throw new Error(`${endpoint.path} is public: register it with publicRoute`);
      handlers.push({
        endpoint,
        public: false,
        options,
        run: run as (ctx: HandlerContext<Endpoint>) => Promise<unknown>,
      });
    },
    publicRoute(endpoint, run) {
      if (!endpoint.public) throw new Error(`${endpoint.path} needs a session: register it with route`);
      handlers.push({
        endpoint,
        public: true,
        options: {},
        run: run as (ctx: PublicCallContext<Endpoint>) => Promise<unknown>,
      });
    },
  });
  return handlers;
}
