import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { allEndpoints, api, API_BASE_PATH, ID_MAX, paramNames } from '../../src/api';
import type { JsonSchema } from '../../src/api/openapiSchemas';
import { buildOpenApi, OPENAPI_PATH, type OpenApiDocument } from '../../src/api/openapi';
import { SERVER_START_TIMEOUT, startTestServer, type TestServer } from './helpers/testServer';

/** Every "$ref" string anywhere in a JSON value. */
function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

/** The value a local reference ('#/components/schemas/Vendor') points to, or undefined. */
const resolve = (doc: unknown, ref: string): unknown =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      doc,
    );

type Operation = {
  operationId: string;
  parameters: { name: string; in: string; required: boolean }[];
  security: unknown[];
  'x-privilege': string | null;
  responses: Record<string, unknown>;
  requestBody?: unknown;
};
const operationOf = (doc: OpenApiDocument, path: string, method: string) =>
  doc.paths[path]?.[method.toLowerCase()] as Operation | undefined;

describe('OpenAPI document generated from src/api', () => {
  let s: TestServer;
  let served: OpenApiDocument;
  beforeAll(async () => {
    s = await startTestServer();
    const answer = await s.request('GET', API_BASE_PATH + OPENAPI_PATH, { token: null });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    served = answer.body as OpenApiDocument;
  }, SERVER_START_TIMEOUT);
  afterAll(() => s?.close());

  it('is served without a session at /v1/admins/openapi.json, exactly as the generator makes it', () => {
    expect(served).toEqual(buildOpenApi());
  });

  it('is a valid OpenAPI 3.1.0 document', async () => {
    expect(served.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(served as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has every endpoint of src/api exactly once, with its method, parameters, privilege and security', () => {
    const operations = Object.values(served.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(allEndpoints.length);
    const ids = operations.map((o) => (o as Operation).operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { name, endpoint } of allEndpoints) {
      const op = operationOf(served, endpoint.path, endpoint.method);
      expect(op, `${name} ${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(op!.parameters.map((p) => p.name)).toEqual(paramNames(endpoint.path));
      expect(op!.parameters.every((p) => p.in === 'path' && p.required)).toBe(true);
      expect(op!['x-privilege']).toBe(endpoint.module);
      expect(op!.security).toEqual(endpoint.public ? [] : [{ Token: [] }]);
      expect(op!.requestBody !== undefined).toBe(endpoint.body !== undefined);
      expect(Object.keys(op!.responses)).toEqual(
        expect.arrayContaining(['200', '400', '500', ...(endpoint.public ? [] : ['401'])]),
      );
    }
    expect(served.components.securitySchemes.Token).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'Token' }),
    );
  });

  it('resolves every $ref inside the document', () => {
    const refs = [...new Set(refsIn(served))];
    expect(refs.length).toBeGreaterThan(40);
    expect(refs.filter((ref) => resolve(served, ref) === undefined)).toEqual([]);
  });

  it('describes the envelopes: login with its token, lists as {all:[...]}, errors as {error:{code,message,status}}', () => {
    const login = operationOf(served, '/login/admin', 'POST')!;
    const signedIn = (data: string, required: string[]) => ({
      content: {
        'application/json': {
          schema: {
            properties: {
              content: {
                properties: { token: { type: 'string' }, data: { $ref: `#/components/schemas/${data}` } },
                required,
              },
            },
          },
        },
      },
    });
    // The token comes with the profile; a second-factor challenge (an extension) comes without one.
    expect(login.responses['200']).toMatchObject(signedIn('LoginResult', ['data']));
    expect(served.components.schemas.LoginResult).toMatchObject({
      anyOf: [{ $ref: '#/components/schemas/AdminProfile' }, { $ref: '#/components/schemas/LoginChallenge' }],
    });
    const secondStep = operationOf(served, '/login/admin/second-factor', 'POST')!;
    expect(secondStep.responses['200']).toMatchObject(signedIn('AdminProfile', ['token', 'data']));
    expect(login.requestBody).toMatchObject({
      content: { 'application/json': { schema: { properties: { data: { $ref: '#/components/schemas/LoginBody' } } } } },
    });
    expect(served.components.schemas.VendorList).toMatchObject({
      properties: { all: { type: 'array', items: { $ref: '#/components/schemas/Vendor' } } },
    });
    expect(served.components.schemas.Vendor).toMatchObject({
      properties: {
        phoneVerified: { type: 'integer' },
        referredBy: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
      },
    });
    expect(served.components.schemas.Error).toMatchObject({
      properties: { error: { required: ['code', 'message', 'status'] } },
    });
    expect(resolve(served, '#/components/responses/Unauthorized')).toMatchObject({
      content: { 'application/json': { example: { error: { code: 3, message: 'Expired session', status: 401 } } } },
    });
  });

  it('gives as examples of the error answers what the server really answers', async () => {
    const example = (name: string) =>
      (resolve(served, `#/components/responses/${name}`) as { content: { 'application/json': { example: unknown } } })
        .content['application/json'].example;
    const viewer = await s.login('viewer', 'viewer');
    expect((await s.call(api.session.dashboard, { token: null })).body).toEqual(example('Unauthorized'));
    expect((await s.call(api.vendors.list, { params: { page: 'abc', limit: 10 } })).body).toEqual(
      example('BadRequest'),
    );
    expect((await s.call(api.admins.list, { token: viewer })).body).toEqual(example('Forbidden'));
    expect((await s.call(api.vendors.resetPassword, { params: { id: 999_999 } })).body).toEqual(example('NotFound'));
  });

  it("writes an absent path parameter as '-'", () => {
    const list = operationOf(
      served,
      '/get/vendors/{page}/{limit}/{id}/{searchName}/{from}/{to}/{accessStatus}/{phoneVerified}/{emailVerified}',
      'GET',
    )!;
    const flag = list.parameters.find((p) => p.name === 'accessStatus') as unknown as { schema: { anyOf: unknown[] } };
    expect(flag.schema.anyOf).toEqual([{ type: 'string', enum: ['0', '1'] }, { const: '-' }]);
  });

  it('states the rules the server parses with: id, page, limit and date ranges, required ids, enums, lengths', () => {
    const params = (path: string, method: string) =>
      Object.fromEntries(
        (operationOf(served, path, method)!.parameters as unknown as { name: string; schema: JsonSchema }[]).map(
          (p) => [p.name, p.schema],
        ),
      );
    const value = (schema: JsonSchema) => (schema.anyOf as JsonSchema[])[0];
    const list = params(api.vendors.list.path, 'GET');
    expect(value(list.id)).toEqual({ type: 'integer', minimum: 1, maximum: ID_MAX });
    expect(value(list.page)).toMatchObject({ type: 'integer', minimum: 1, maximum: 1_000_000 });
    expect(value(list.limit)).toMatchObject({ type: 'integer', minimum: 1, maximum: 1000 });
    expect(value(list.from)).toMatchObject({ type: 'integer', minimum: 0, maximum: 99_999_999_999 });
    expect(value(list.searchName)).toMatchObject({ type: 'string', maxLength: 200 });
    // A write needs its record: no '-'.
    expect(params(api.vendors.update.path, 'PUT').id).toMatchObject({ type: 'integer', minimum: 1 });
    expect(params(api.ads.toggle.path, 'PUT').status).toMatchObject({ type: 'string', enum: ['0', '1'] });
    expect(value(params(api.wallets.list.path, 'GET').type)).toMatchObject({
      enum: ['0', '1', 'active', 'inactive', 'all'],
    });
    const bodies = served.components.schemas;
    expect(bodies.PriceCreateBody).toMatchObject({
      properties: { eventType: { enum: ['view', 'click', 'conversion'] }, price: { multipleOf: 0.01 } },
      additionalProperties: false,
    });
    expect(bodies.PasswordChangeBody).toMatchObject({ properties: { newPassword: { minLength: 8, maxLength: 200 } } });
    expect(bodies.TopupBody).toMatchObject({ properties: { vendorID: { maximum: ID_MAX } } });
    expect(bodies.VendorUpdateBody).toMatchObject({ properties: { username: { not: { pattern: '\\x00' } } } });
    expect(operationOf(served, api.admins.changePassword.path, 'PUT')).toMatchObject({
      description: expect.stringContaining('the new password equals the own username'),
    });
  });
});
