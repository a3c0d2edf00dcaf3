import type { Endpoint } from '../api';
import { actionParams, filterParams } from './params';
import type { ActionDecl, ActionInput, AnyRecord, ListParams, ResourceDecl, ResourceInput } from './types';

/**
 * Checks a declaration and fills its defaults once, so the generic machinery never guesses: the module
 * (the list endpoint's, unless declared), the representation, the path values of the list and of each
 * action (params.ts). Types come from the endpoints the declaration names (its list's, its create's,
 * each action's), so a misspelt parameter or a wrong body fails typecheck where it is written; the
 * record type is then erased: the registry and the machinery handle records whose shape they do not know.
 */
export function defineResource<
  R extends AnyRecord,
  L extends Endpoint = Endpoint,
  const P extends ListParams<L> = ListParams<L>,
  A extends unknown[] = [],
  C extends Endpoint = Endpoint,
>(input: ResourceInput<R, L, P, A, C>): ResourceDecl {
  const { name, list } = input;
  if (!/^[a-z][a-z-]*$/.test(name)) throw new Error(`Resource name "${name}" must be a lowercase URL segment`);
  const actions = (input.actions ?? []) as ActionInput<R>[];
  const names = new Set<string>();
  for (const a of actions) {
    if (names.has(a.name)) throw new Error(`Resource "${name}" declares action "${a.name}" twice`);
    names.add(a.name);
  }
  if (list && list.perPage < 1) throw new Error(`Resource "${name}" has a list perPage below 1`);
  const module = input.module !== undefined ? input.module : list?.endpoint.module;
  if (module === undefined) throw new Error(`Resource "${name}" has no list: declare its module`);
  const normalised: ResourceDecl<R> = {
    ...input,
    module,
    representation:
      input.representation ??
      ((r) => String((r as { fullname?: string; name?: string }).fullname ?? (r as { name?: string }).name ?? r.id)),
    list: list && { ...list, params: filterParams(list.endpoint, list.params) },
    actions: actions.map((a): ActionDecl<R> =>
      a.endpoint ? { ...a, params: actionParams(a.endpoint, a.params) } : { ...a, params: undefined },
    ),
  };
  return normalised as unknown as ResourceDecl;
}
