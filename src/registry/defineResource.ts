import type { Endpoint } from '../api';
import { fieldLabel, withLabel } from './labels';
import { actionParams, filterParams } from './params';
import type {
  ActionDecl,
  ActionInput,
  AnyRecord,
  Column,
  ColumnInput,
  CreateDecl,
  FieldDecl,
  FieldInput,
  ListOverrides,
  ListParams,
  ResourceDecl,
  ResourceInput,
} from './types';

/**
 * Checks a declaration and fills its defaults once, so the generic machinery never guesses: the module
 * (the list endpoint's, unless declared), the representation, the labels left out (react-admin's
 * `resources.<catalogue>.fields.<source>`, labels.ts), the path values of the list and of each action
 * (params.ts). Types come from the record and the endpoints the declaration names (its list's, its
 * create's, each action's), so a misspelt field, parameter or search key, or a wrong body, fails typecheck
 * where it is written; the record type is then erased: the registry and the machinery handle records
 * whose shape they do not know.
 */
export function defineResource<
  R extends AnyRecord,
  L extends Endpoint = Endpoint,
  const P extends ListOverrides = ListParams<L>,
  A extends unknown[] = [],
  C extends Endpoint = Endpoint,
>(input: ResourceInput<R, L, P, A, C>): ResourceDecl {
  const { name, list, create } = input;
  if (!/^[a-z][a-z-]*$/.test(name)) throw new Error(`Resource "${name}" must be a lowercase URL segment`);
  const actions = (input.actions ?? []) as ActionInput<R>[];
  const names = new Set<string>();
  for (const a of actions) {
    if (names.has(a.name)) throw new Error(`Resource "${name}" declares action "${a.name}" twice`);
    names.add(a.name);
  }
  if (list && list.perPage < 1) throw new Error(`Resource "${name}" has a list perPage below 1`);
  const module = input.module !== undefined ? input.module : list?.endpoint.module;
  if (module === undefined) throw new Error(`Resource "${name}" has no list: declare its module`);
  const catalogue = input.catalogue ?? name;
  const fields = (declared: FieldInput[]): FieldDecl[] => declared.map((f) => withLabel(catalogue, f));
  const column = ({ computed, source, ...c }: ColumnInput<R>): Column<R> =>
    withLabel(catalogue, { ...c, source: (source ?? computed)! });
  const normalised: ResourceDecl<R> = {
    ...input,
    module,
    representation:
      input.representation ??
      ((r) => String((r as { fullname?: string; name?: string }).fullname ?? (r as { name?: string }).name ?? r.id)),
    list: list && {
      ...list,
      params: filterParams(list.endpoint, list.params as ListParams<L>),
      filters: list.filters && fields(list.filters),
      columns: list.columns.map(column),
    },
    // Its body's type is erased with the record's.
    create: create && ({ ...create, fields: fields(create.fields) } as unknown as CreateDecl),
    actions: actions.map((a): ActionDecl<R> => ({
      ...a,
      params: a.endpoint ? actionParams(a.endpoint, a.params) : undefined,
      form: a.form && { ...a.form, fields: fields(a.form.fields) },
      facts: a.facts && {
        ...a.facts,
        rows: (record, translate) => a.facts!.rows(record, translate, (source) => fieldLabel(catalogue, source)),
      },
    })),
  };
  return normalised as unknown as ResourceDecl;
}
