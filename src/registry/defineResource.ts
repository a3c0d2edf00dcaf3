import type { ResourceDecl, ResourceInput } from './types';

/**
 * Checks a declaration and fills its defaults once, so the generic machinery never guesses.
 * The record type is checked where the declaration is written, then erased: the registry and the
 * generic machinery handle records whose shape they do not know.
 */
export function defineResource<R extends { id: number }>(input: ResourceInput<R>): ResourceDecl {
  if (!/^[a-z][a-z-]*$/.test(input.name)) throw new Error(`Resource name "${input.name}" must be a lowercase URL segment`);
  const names = new Set<string>();
  for (const a of input.actions ?? []) {
    if (names.has(a.name)) throw new Error(`Resource "${input.name}" declares action "${a.name}" twice`);
    names.add(a.name);
  }
  if (input.list && input.list.perPage < 1) throw new Error(`Resource "${input.name}" has a list perPage below 1`);
  const normalised: ResourceDecl<R> = {
    ...input,
    representation:
      input.representation ?? ((r) => String((r as { fullname?: string; name?: string }).fullname ?? (r as { name?: string }).name ?? r.id)),
    actions: input.actions ?? [],
  };
  return normalised as unknown as ResourceDecl;
}
