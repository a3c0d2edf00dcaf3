import { z } from 'zod';

type PathPart = PropertyKey;

/** 'content.data.all[0].phoneVerified' */
export function jsonPath(path: readonly PathPart[]): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

function valueAt(root: unknown, path: readonly PathPart[]): unknown {
  let at = root;
  for (const part of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[part];
  }
  return at;
}

/** How a received value reads in the report: 'string "1"', 'null', 'nothing (missing)'. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing (missing)';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `array of ${value.length}`;
  if (typeof value === 'object') return 'object';
  const shown = JSON.stringify(value);
  return `${typeof value} ${shown.length > 60 ? `${shown.slice(0, 57)}...` : shown}`;
}

const typeName = (expected: string) => (expected === 'int' ? 'integer' : expected);

/**
 * The part of a schema that checks the value at a path (through objects, arrays, optional and nullable). By
 * zod's core classes: the contract is written with zod/mini, the envelope around it with the full zod.
 */
function schemaAt(schema: z.core.$ZodType | undefined, path: readonly PathPart[]): z.core.$ZodType | undefined {
  let at = schema;
  for (const part of path) {
    while (at instanceof z.core.$ZodOptional || at instanceof z.core.$ZodNullable) at = at._zod.def.innerType;
    if (at instanceof z.core.$ZodObject && typeof part === 'string') at = at._zod.def.shape[part];
    else if (at instanceof z.core.$ZodArray && typeof part === 'number') at = at._zod.def.element;
    else return undefined;
  }
  return at;
}

/** ' or null' where the contract allows null at that place. */
const orNull = (schema: z.core.$ZodType | undefined) => (schema && z.safeParse(schema, null).success ? ' or null' : '');

function expectedOf(issue: z.core.$ZodIssue, schema: z.ZodType | undefined): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeName(issue.expected) + orNull(schemaAt(schema, issue.path));
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_union': {
      const types = issue.errors.flatMap((branch) =>
        branch.filter((i) => i.code === 'invalid_type').map((i) => typeName(i.expected)),
      );
      return types.length > 0 ? [...new Set(types)].join(' or ') : issue.message;
    }
    default:
      return issue.message;
  }
}

/**
 * One line per difference between an answer and its contract schema: 'content.data.all[0].phoneVerified:
 * expected number, got string "1"'. `schema`, the one checked, tells where null is allowed too. The same
 * difference in many rows of a list is told once, with the count.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[], answer: unknown, schema?: z.ZodType): string[] {
  const groups = new Map<string, { line: string; more: number }>();
  for (const issue of issues) {
    const line = `${jsonPath(issue.path)}: expected ${expectedOf(issue, schema)}, got ${describeValue(valueAt(answer, issue.path))}`;
    const key = `${jsonPath(issue.path.map((p) => (typeof p === 'number' ? -1 : p)))} ${issue.code}`;
    const group = groups.get(key);
    if (group) group.more += 1;
    else groups.set(key, { line, more: 0 });
  }
  return [...groups.values()].map(({ line, more }) =>
    more > 0 ? `${line} (and in ${more} more row${more === 1 ? '' : 's'})` : line,
  );
}
