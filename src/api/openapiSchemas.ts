import { z } from './zod';
import * as entities from './entities';
import * as bodies from './bodies';
import { ErrorBody } from './envelope';
import { MAX_LIST_ROWS, paramValueSchema, type ParamKind } from './path';

/** A JSON Schema object, as OpenAPI 3.1 embeds it (draft 2020-12). */
export type JsonSchema = Record<string, unknown>;

export const schemaRef = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

const isSchema = (v: unknown): v is z.ZodMiniType => v instanceof z.ZodMiniType;

/** The item of a list result ({all:[item]}), when the result has that shape. */
function listItem(result: z.ZodMiniType): z.ZodMiniType | undefined {
  if (!(result instanceof z.ZodMiniObject)) return undefined;
  const keys = Object.keys(result.shape);
  const all = result.shape.all;
  return keys.length === 1 && all instanceof z.ZodMiniArray ? (all.def.element as z.ZodMiniType) : undefined;
}

/**
 * The named schemas of the contract: every zod export of entities.ts and bodies.ts under its export
 * name, the error envelope as `Error`, a list result as `<Item>List`, anything else as `<Operation>Result`.
 * zod turns the registry into JSON Schema with $refs between the named schemas; requests and answers
 * are both converted as input (what goes on the wire), so an answer may carry fields the contract
 * does not name, as the app's zod parsing allows.
 */
export class ContractSchemas {
  private readonly registry = z.registry<{ id: string }>();
  private readonly names = new Map<z.ZodMiniType, string>();
  private readonly lists = new Map<z.ZodMiniType, string>();

  constructor() {
    for (const [name, schema] of [...Object.entries(entities), ...Object.entries(bodies)]) {
      if (isSchema(schema)) this.add(schema, name);
    }
    this.add(ErrorBody, 'Error');
  }

  private add(schema: z.ZodMiniType, name: string): string {
    const known = this.names.get(schema);
    if (known) return known;
    this.registry.add(schema, { id: name });
    this.names.set(schema, name);
    return name;
  }

  /** The component name of an endpoint's result or body, registering it on first use. */
  nameOf(schema: z.ZodMiniType, fallback: string): string {
    const known = this.names.get(schema);
    if (known) return known;
    const item = listItem(schema);
    const itemName = item && this.names.get(item);
    if (!itemName) return this.add(schema, fallback);
    // listOf() makes a new object per endpoint; they are all the same shape, so one component each.
    const listName = this.lists.get(item) ?? this.add(schema, `${itemName}List`);
    this.lists.set(item, listName);
    return listName;
  }

  /** components.schemas: every named schema, with $refs between them. */
  toComponents(): Record<string, JsonSchema> {
    const { schemas } = z.toJSONSchema(this.registry, {
      target: 'draft-2020-12',
      io: 'input',
      unrepresentable: 'any',
      uri: (id) => `#/components/schemas/${id}`,
    });
    const out: Record<string, JsonSchema> = {};
    for (const [name, schema] of Object.entries(schemas)) {
      const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
      out[name] = rest;
    }
    return out;
  }
}

const KIND_TEXT: Record<ParamKind['kind'], string> = {
  id: 'a positive whole number',
  page: `the page, 1 or more; page × limit at most ${MAX_LIST_ROWS} (deeper pages answer 400: narrow the filters)`,
  limit: 'rows per page, 1 to 1000',
  unix: 'a date in unix seconds',
  flag: '0 or 1',
  text: 'free text, at most 200 characters, percent-encoded',
  enum: 'one of the listed values',
};

/**
 * The schema of one path parameter: the value its kind takes (paramValueSchema, the rules the server parses it with),
 * or '-' when absent unless the call requires it. Free text cannot be '.' or '..': clients resolve those as
 * dot segments of the URL, so no such request reaches the call.
 */
export function pathParamSchema(kind: ParamKind): JsonSchema {
  const { $schema: _dialect, ...value } = z.toJSONSchema(paramValueSchema(kind), {
    target: 'draft-2020-12',
    io: 'input',
  }) as JsonSchema;
  const written = kind.kind === 'text' ? { ...value, not: { enum: ['.', '..'] } } : value;
  const text = kind.kind === 'enum' && kind.anyCase ? `${KIND_TEXT.enum} (in any case)` : KIND_TEXT[kind.kind];
  if (kind.required) return { ...written, description: `${text}; required` };
  const absent =
    kind.kind === 'page' ? "'-' means 1" : kind.kind === 'limit' ? `'-' means ${kind.default}` : "'-' when absent";
  return { anyOf: [written, { const: '-' }], description: `${text}; ${absent}` };
}

export const pascal = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** 'vendors.list' -> 'VendorsList': the fallback component name prefix of an endpoint. */
export const operationPascal = (name: string): string => name.split('.').map(pascal).join('');
