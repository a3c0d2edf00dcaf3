import { z } from './zod';
import type { Privilege } from './privileges';
import type { ParamSpec, ParsedFilters } from './path';

export type Method = 'GET' | 'POST' | 'PUT';

/**
 * One call of the API: what the app's data provider sends and what the server's route accepts.
 * `module` is the privilege that unlocks it (null: any signed-in admin); `public` calls need no token.
 */
export interface Endpoint<
  P extends ParamSpec = ParamSpec,
  B extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  method: Method;
  path: string;
  params: P;
  body: B;
  result: R;
  module: Privilege | null;
  public?: boolean;
  /**
   * Not in SPEC.md: served by the reference server, which other backends may lack (they answer 404). The app
   * leaves out what it feeds on a 404, and contract:check reports it as optional.
   */
  extension?: boolean;
  /**
   * Business rules that refuse a request the document calls valid (400, code 1 unless said), in words for the
   * OpenAPI description: what no JSON Schema can say, such as a name already taken.
   */
  refusals?: readonly string[];
}

export function endpoint<
  P extends ParamSpec,
  R extends z.ZodMiniType,
  B extends z.ZodMiniType | undefined = undefined,
>(e: {
  method: Method;
  path: string;
  result: R;
  module: Privilege | null;
  params?: P;
  body?: B;
  public?: boolean;
  extension?: boolean;
  refusals?: readonly string[];
}): Endpoint<P, B, R> {
  return { ...e, params: (e.params ?? {}) as P, body: e.body as B };
}

/** Lists answer {content:{data:{all:[...]}}}. */
export const listOf = <T extends z.ZodMiniType>(item: T) => z.object({ all: z.array(item) });

export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodMiniType ? z.infer<E['body']> : undefined;
export type ResultOf<E extends Endpoint> = z.infer<E['result']>;

/**
 * An endpoint's parsed path parameters as a repository takes them (ParsedFilters): `type CustomerFilters =
 * ParamsOf<typeof api.customers.list>`. Renaming a parameter in the contract then fails the typecheck where it is read.
 */
export type ParamsOf<E extends Endpoint> = ParsedFilters<E['params']>;
