import { RawNode, SelectQueryNode, type CompiledQuery } from 'kysely';

/** A plain read: a SELECT (a raw `sql` one too). */
export function isRead({ query, sql }: CompiledQuery): boolean {
  return SelectQueryNode.is(query) || (RawNode.is(query) && /^\s*select\b/i.test(sql));
}
