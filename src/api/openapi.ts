import type { Endpoint } from './endpoint';
import { allEndpoints, API_BASE_PATH } from './endpoints';
import { ERROR_CODE, EXPIRED_SESSION } from './envelope';
import { DEEP_PAGE_MESSAGE, MAX_LIST_ROWS, paramNames } from './path';
import { PRIVILEGES } from './privileges';
import {
  ContractSchemas,
  operationPascal,
  pascal,
  pathParamSchema,
  schemaRef,
  type JsonSchema,
} from './openapiSchemas';

/**
 * The OpenAPI 3.1 description of every /v1/admins call, generated from the contract (endpoints.ts,
 * entities.ts, bodies.ts, envelope.ts, path.ts): nothing in it is written by hand but the prose.
 * Served by the reference server at API_BASE_PATH + OPENAPI_PATH; see docs/contract.md.
 */
export const OPENAPI_PATH = '/openapi.json';

/** The security scheme of the session token, sent in a header named Token (SPEC.md section 7). */
const TOKEN_SCHEME = 'Token';

/** Error answers, as the reference server sends them (server/http/errorHandler.ts, SPEC.md section 8). */
const ERRORS = {
  400: {
    name: 'BadRequest',
    text: `Bad input (code ${ERROR_CODE.validation}: which parameter or field and why) or a business rule refused the call (code ${ERROR_CODE.business}, a message for the user)`,
    code: ERROR_CODE.validation,
    message: 'page: must be a whole number',
  },
  401: {
    name: 'Unauthorized',
    text: `No Token header, or an unknown or expired session (code ${ERROR_CODE.auth}); the app looks for '${EXPIRED_SESSION}' in the message`,
    code: ERROR_CODE.auth,
    message: EXPIRED_SESSION,
  },
  403: {
    name: 'Forbidden',
    text: `The admin lacks the privilege module of the call (x-privilege), code ${ERROR_CODE.forbidden}`,
    code: ERROR_CODE.forbidden,
    message: 'You do not have the privilege to access this resource',
  },
  404: {
    name: 'NotFound',
    text: `A record the call names does not exist (code ${ERROR_CODE.business}, '<Record> not found'); an unknown path answers 404 with code ${ERROR_CODE.notFound}`,
    code: ERROR_CODE.business,
    message: 'Vendor not found',
  },
  429: {
    name: 'TooManyRequests',
    text: 'Too many failed password checks (sign-in, own password change) for this username or client',
    code: ERROR_CODE.business,
    message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
  },
  500: {
    name: 'InternalError',
    text: `An unexpected failure, without internals (code ${ERROR_CODE.internal})`,
    code: ERROR_CODE.internal,
    message: 'Internal server error',
  },
} as const;
type ErrorStatus = keyof typeof ERRORS;

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const object = (properties: Record<string, JsonSchema>, required = Object.keys(properties)): JsonSchema => ({
  type: 'object',
  properties,
  required,
});

/** The error answers a call may give: every call can fail on input or inside; the rest depend on the call. */
function errorStatuses(name: string, e: Endpoint): ErrorStatus[] {
  const names = paramNames(e.path);
  const namesRecord = e.body !== undefined || names.some((n) => e.params[n]?.kind === 'id');
  return [
    400 as const,
    ...(e.public ? [] : [401 as const]),
    ...(e.module ? [403 as const] : []),
    ...(namesRecord && !e.public ? [404 as const] : []),
    ...(THROTTLED.includes(name) ? [429 as const] : []),
    500 as const,
  ];
}

/** The second steps of a sign-in, which answer a session token as the login does. */
const SIGN_INS = ['session.secondFactor', 'session.enrolSecondFactor'];

/** The calls that check a password or a second-factor code under the sign-in throttle (429). */
const THROTTLED = [
  'session.login',
  'admins.changePassword',
  'session.secondFactor',
  'session.enrolSecondFactor',
  'secondFactor.confirm',
  'secondFactor.disable',
];

/**
 * What the server refuses in any request, whatever the call: U+0000 in a string, keys included (PostgreSQL
 * cannot hold it; server/handlers/nulText.ts). Request schemas say so on every string, and their objects are
 * closed (additionalProperties: false), since a field the call does not name could carry one; the reference
 * server ignores such fields otherwise.
 */
const NO_NUL = { pattern: '\\x00' };
function requestRules(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (Array.isArray(value))
      out[key] = value.map((v) => (v && typeof v === 'object' ? requestRules(v as JsonSchema) : v));
    else if (value && typeof value === 'object' && key !== 'not') out[key] = requestRules(value as JsonSchema);
    else out[key] = value;
  }
  if (out.type === 'string' && out.enum === undefined) out.not = out.not ? { anyOf: [out.not, NO_NUL] } : NO_NUL;
  if (out.type === 'object') out.additionalProperties ??= false;
  return out;
}

const EXTENSION =
  'An extension beyond SPEC.md (x-extension): served by the reference server; another backend may answer 404, and the app then leaves out what it shows.';

function operation(name: string, e: Endpoint, schemas: ContractSchemas): JsonSchema {
  const [area, call] = name.split('.');
  const op = operationPascal(name);
  const data = schemaRef(schemas.nameOf(e.result, `${op}Result`));
  // Sign-in answers the session token beside the profile: {content:{token, data}}; the login call leaves it out
  // when it answers a second-factor challenge instead (an extension, docs/contract.md).
  const token = { token: { type: 'string' }, data };
  const content =
    name === 'session.login'
      ? object(token, ['data'])
      : e.public && SIGN_INS.includes(name)
        ? object(token)
        : object({ data });
  const paged = Object.values(e.params).some((k) => k.kind === 'page');
  const privilege = e.module
    ? `Needs the privilege module ${e.module} (${PRIVILEGES[e.module]}).`
    : e.public
      ? 'Public: no session needed.'
      : 'Any signed-in admin.';
  const responses: Record<string, unknown> = {
    200: { description: 'Success: the result in content.data', content: json(object({ content })) },
  };
  for (const status of errorStatuses(name, e))
    responses[status] = { $ref: `#/components/responses/${ERRORS[status].name}` };
  return {
    operationId: op.charAt(0).toLowerCase() + op.slice(1),
    tags: [area],
    summary: `${pascal(area)}: ${call}`,
    description: [
      `Contract endpoint \`${name}\`. ${privilege}`,
      ...(e.extension ? [EXTENSION] : []),
      ...(e.refusals ? [`Refused with 400 (code ${ERROR_CODE.business}) when ${e.refusals.join('; or when ')}.`] : []),
      ...(paged
        ? [
            `Refused with 400 (code ${ERROR_CODE.validation}) when page × limit passes ${MAX_LIST_ROWS}: 'page: ${DEEP_PAGE_MESSAGE}'.`,
          ]
        : []),
    ].join(' '),
    'x-privilege': e.module,
    // The deepest row a page may reach (page × limit), a rule across two parameters that their schemas cannot say.
    ...(paged ? { 'x-max-rows': MAX_LIST_ROWS } : {}),
    ...(e.extension ? { 'x-extension': true } : {}),
    security: e.public ? [] : [{ [TOKEN_SCHEME]: [] }],
    parameters: paramNames(e.path).map((param) => ({
      name: param,
      in: 'path',
      // OpenAPI path parameters are always present; an absent value is written '-'.
      required: true,
      schema: requestRules(pathParamSchema(e.params[param])),
    })),
    ...(e.body
      ? {
          requestBody: {
            required: true,
            content: json(requestRules(object({ data: schemaRef(schemas.nameOf(e.body, `${op}Body`)) }))),
          },
        }
      : {}),
    responses,
  };
}

function errorResponses(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [status, { name, text, code, message }] of Object.entries(ERRORS)) {
    out[name] = {
      description: text,
      content: {
        'application/json': {
          schema: schemaRef('Error'),
          example: { error: { code, message, status: Number(status) } },
        },
      },
    };
  }
  return out;
}

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: Record<string, unknown>;
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
};

/** The document, built anew from the contract on each call. */
export function buildOpenApi(): OpenApiDocument {
  const schemas = new ContractSchemas();
  const paths: OpenApiDocument['paths'] = {};
  const bodies = new Set<string>();
  for (const { name, endpoint } of allEndpoints) {
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation(name, endpoint, schemas);
    if (endpoint.body) bodies.add(schemas.nameOf(endpoint.body, ''));
  }
  const components = schemas.toComponents();
  for (const name of bodies) components[name] = requestRules(components[name]);
  return {
    openapi: '3.1.0',
    info: {
      title: 'BusAds admin API',
      version: '1.0.0',
      description:
        `Every call of the admin back-office, generated from src/api. Paths are relative to ${API_BASE_PATH}. ` +
        "Filters travel in the path: an empty one is written '-', dates as unix seconds. " +
        'Answers are {content:{data}}; errors {error:{code,message,status}} with the same HTTP status. ' +
        'x-privilege names the privilege module a call needs (null: any signed-in admin). ' +
        'x-extension marks a call beyond SPEC.md that other backends may not serve (404).',
    },
    servers: [{ url: API_BASE_PATH }],
    tags: [...new Set(allEndpoints.map(({ name }) => name.split('.')[0]))].map((tag) => ({ name: tag })),
    paths,
    components: {
      schemas: components,
      responses: errorResponses(),
      securitySchemes: {
        [TOKEN_SCHEME]: {
          type: 'apiKey',
          in: 'header',
          name: 'Token',
          description: 'The session token from content.token of the login answer',
        },
      },
    },
  };
}
