import type { Endpoint, ParamInput, ParamKind, PathInput } from '../api';
import { dayEndUnix, dayStartUnix, momentUnix } from '../format/dates';
import type { ActionParams, AnyRecord, ListParams, ListQuery, ParamName, PathValues, Values } from './types';
import { idOf, limitOf, textOf } from './values';

/**
 * A filter value as the path value of a parameter of this kind: ids and flags as numbers, text trimmed,
 * an enum only when it is one of its values, a date or date-time as unix seconds of that moment. Anything
 * else is left out (sent as '-').
 */
export function paramValue(kind: ParamKind, v: unknown): ParamInput {
  switch (kind.kind) {
    case 'id':
      return idOf(v);
    case 'flag': {
      const n = idOf(v);
      return n === 0 || n === 1 ? n : undefined;
    }
    case 'text':
      return typeof v === 'number' && Number.isFinite(v) ? String(v) : textOf(v);
    case 'enum':
      return typeof v === 'string' && kind.values.includes(v) ? v : undefined;
    case 'unix':
      return momentUnix(v);
    case 'page':
    case 'limit':
      return limitOf(v);
  }
}

/**
 * The path values of a call from a filter: each parameter takes the filter value of the same name,
 * converted by its kind; `overrides` read another filter key (a rename) or compute the value. `page`
 * is the list's page; `limit` the list's page size, unless the filter sets one under its key.
 */
export function filterParams<E extends Endpoint>(
  endpoint: E,
  overrides: ListParams<E> = {},
): (q: ListQuery) => PathInput<E['params']> {
  const spec = Object.entries(endpoint.params as Record<string, ParamKind>);
  const given = overrides as Record<string, ListParams<Endpoint>[string]>;
  return (q) => {
    const values: PathValues = {};
    for (const [name, kind] of spec) {
      const source = given[name];
      if (typeof source === 'function') values[name] = source(q, name);
      else if (kind.kind === 'page') values[name] = q.page;
      else if (kind.kind === 'limit') values[name] = limitOf(q.filter[source ?? name]) ?? q.perPage;
      else values[name] = paramValue(kind, q.filter[source ?? name]);
    }
    return values as PathInput<E['params']>;
  };
}

/** The path values of an action's call: the record's id (when the call has an `id` parameter), then the declared ones. */
export function actionParams<R extends AnyRecord, E extends Endpoint>(
  endpoint: E,
  overrides: ActionParams<ParamName<E>, R> = {},
) {
  const hasId = 'id' in endpoint.params;
  const given = Object.entries(overrides as Record<string, (record: R, values: Values) => ParamInput>);
  return (record: R, values: Values): PathInput<E['params']> => {
    const path: PathValues = hasId ? { id: record.id } : {};
    for (const [name, value] of given) path[name] = value(record, values);
    return path as PathInput<E['params']>;
  };
}

/** A date filter (yyyy-MM-dd) as unix seconds of the start of its day: for a 'from' parameter. */
export const dayStart = (q: ListQuery, name: string): ParamInput => dayStartUnix(q.filter[name]);
/** A date filter (yyyy-MM-dd) as unix seconds of the end of its day: for a 'to' parameter. */
export const dayEnd = (q: ListQuery, name: string): ParamInput => dayEndUnix(q.filter[name]);
