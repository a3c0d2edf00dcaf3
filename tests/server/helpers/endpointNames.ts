import type { Api } from '../../../src/api';
import type { z } from '../../../src/api/zod';

/** The dotted name of every endpoint of src/api ('vendors.list'), as `allEndpoints` names them. */
export type EndpointName = { [A in keyof Api]: `${A}.${keyof Api[A] & string}` }[keyof Api];

/** The endpoint a dotted name names. */
export type EndpointOf<N extends EndpointName> = N extends `${infer A extends keyof Api}.${infer C}`
  ? C extends keyof Api[A]
    ? Api[A][C]
    : never
  : never;

type BodySchema<N extends EndpointName> = EndpointOf<N> extends { body: infer B } ? B : never;

/** The endpoints that take a body. */
export type BodyEndpointName = {
  [N in EndpointName]: BodySchema<N> extends z.ZodMiniType ? N : never;
}[EndpointName];

/** A body as sent (the input of the endpoint's body schema: defaults may be left out). */
export type BodyInput<N extends BodyEndpointName> = z.input<BodySchema<N> & z.ZodMiniType>;
