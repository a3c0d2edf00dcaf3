import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { z } from 'zod/mini';
import type { BodyOf, Endpoint, ParamInput, PathInput, Privilege } from '../api';

/**
 * The declaration types. A declaration is written against its endpoints (src/api): the path parameters
 * it names and the bodies it builds are checked against the contract where it is written; defineResource
 * then fills the defaults and hands the generic machinery a ResourceDecl whose record type is erased.
 */

export type Values = Record<string, unknown>;
export type PathValues = Record<string, ParamInput>;

/** The names of an endpoint's path parameters (of any of them, for a union of endpoints). */
export type ParamName<E extends Endpoint> = E extends Endpoint ? keyof E['params'] & string : never;

/** The keys of an endpoint's body (any key for an endpoint whose body is not an object, or none declared). */
export type BodyKey<E extends Endpoint> = BodyOf<E> extends object ? keyof BodyOf<E> & string : string;

/** Levels below the record a field path reaches ('a.b.c.d' at most). */
type Deeper = [never, 0, 1, 2, 3];

/**
 * The field paths of a record type: its keys, and dotted paths into its nested objects and arrays
 * ('vendor.fullname', 'routes.0.name'), as react-admin's `source` and `valueAt` read them.
 */
export type FieldPath<T, D extends number = 3> = [D] extends [never]
  ? never
  : T extends readonly (infer U)[]
    ? `${number}` | `${number}.${FieldPath<U, Deeper[D]>}`
    : T extends object
      ? {
          [K in keyof T & string]:
            K | (NonNullable<T[K]> extends object ? `${K}.${FieldPath<NonNullable<T[K]>, Deeper[D]>}` : never);
        }[keyof T & string]
      : never;

/** A union of names as one text, in the compiler's order of the union: 'id, from, page, limit'. */
export type NameList<U extends string> = JoinNames<U, ''>;
type LastName<U> = (
  (U extends unknown ? (f: () => U) => void : never) extends (f: infer I) => void ? I : never
) extends () => infer L
  ? L
  : never;
type JoinNames<U extends string, Done extends string> = [U] extends [never]
  ? Done
  : JoinNames<Exclude<U, LastName<U>>, Done extends '' ? LastName<U> & string : `${LastName<U> & string}, ${Done}`>;

/**
 * What a key that is not a parameter of the endpoint must be, so the error names it and the valid ones:
 * Type '"q"' is not assignable to type '"'serchName' is not a parameter of this endpoint: use one of page, ..."'.
 */
export type NotAParameter<
  K,
  E extends Endpoint,
> = `'${K & string}' is not a parameter of this endpoint: use one of ${NameList<ParamName<E>>}`;

/** P, each key that is a parameter of E as it is; any other key must be its error message (NotAParameter). */
export type KnownParams<E extends Endpoint, P> = {
  [K in keyof P]: K extends ParamName<E> ? P[K] : NotAParameter<K, E>;
};

/** What a list asks the provider for: react-admin's page, perPage and filter values. */
export interface ListQuery {
  page: number;
  perPage: number;
  filter: Values;
}

/** What a column of a list table shows and how; `kind` picks the generic cell renderer. */
interface ColumnOptions<R> {
  /** 'names': a list of named things (places, routes), shown 'Lagos, Ogun'. */
  kind?: 'text' | 'index' | 'money' | 'date' | 'count' | 'activeStatus' | 'yesNo' | 'link' | 'names';
  /** Value shown for a record; defaults to the value at `source` (dots allowed). */
  value?: (record: R) => ReactNode;
  /** The i18n key of the text shown for a record (e.g. the name of an ad type); the export shows the same text. */
  textKey?: (record: R) => string;
  /** Shown (i18n key) when the value is empty. */
  fallback?: string;
  /** Cut text longer than this many characters (the full text stays in the cell's title). */
  truncate?: number;
  /** Keep the value on one line (codes such as serials and bus IDs read badly when wrapped). */
  noWrap?: boolean;
  /** A computed column (`value`) that still sorts, by the raw value at `source`. */
  sortable?: boolean;
  /** The cell's text in a CSV export, for a `value` that renders an element (a translated name, a sentence). */
  exportText?: (record: R, lookup: ExportLookup) => string;
  /**
   * The column's importance: 1 the record's main field, then 2, 3... On a phone the list shows cards: rank 1
   * is the card's title, ranks 2 and 3 its two lines (more with ListOptions.cardLines). Below a wide screen a table starts with the unranked
   * columns and those ranked 1 to 6 only; the others start hidden and the Columns button shows them
   * (src/components/list/columnRank.ts). Without ranks the columns' order decides.
   */
  rank?: number;
}

/**
 * A column as declared: a field of the record (`source`, a field path, so a misspelt one fails typecheck),
 * or a computed one named by `computed` (the row number of kind 'index', or a `value`). `label` (an i18n key)
 * defaults to react-admin's `resources.<catalogue>.fields.<source or computed>` (fieldLabel, labels.ts).
 */
export type ColumnInput<R> = ColumnOptions<R> & { label?: string } & (
    { source: FieldPath<R>; computed?: undefined } | { computed: string; source?: undefined }
  );

/** A column as the machinery reads it: its key and i18n label filled (defineResource). */
export interface Column<R> extends ColumnOptions<R> {
  /** The field path, or the computed column's name: its key in the table and the column chooser. */
  source: string;
  label: string;
}

/** What an export's `exportText` may read: the translations, and records the screen has already loaded (getOne). */
export interface ExportLookup {
  translate: (key: string, options?: Record<string, unknown>) => string;
  loaded: <T>(resource: string, id: string) => T | undefined;
}

/**
 * A field of a filter or dialog form, as the machinery reads it. `label` is an i18n key. A list filter's
 * `source` is a key of the filter; a form's, a key of its call's body.
 */
export interface FieldDecl<S extends string = string> {
  source: S;
  label: string;
  kind:
    'text' | 'number' | 'date' | 'datetime' | 'money' | 'vendor' | 'reference' | 'select' | 'password' | 'checkboxes';
  /** 'select' / 'checkboxes' (a list of the checked ids): the choices; `name` is an i18n key or plain text. */
  choices?: { id: string | number; name: string }[];
  /**
   * 'select': choices read from a singleton of the data provider instead (e.g. the price types of the
   * server's constants): the list at `path`, each entry stored as its `value` and shown as its `text`.
   */
  choicesFrom?: { singleton: string; path: string; value: string; text: string };
  /** 'reference': the resource whose records are picked (by id), and the field shown. */
  reference?: string;
  optionText?: string;
  /** 'reference': narrows the choices by other fields of the same form: {listFilterKey: formField}. */
  filterFrom?: Record<string, string>;
  /** Validation message (an i18n key) when empty; absent means optional. */
  required?: string;
  /** 'vendor'/'reference': how long typing waits before searching (default 1 s for vendors, SPEC.md section 9). */
  debounce?: number;
  /** 'vendor'/'reference': a form field that receives the picked record's shown text (null when cleared). */
  textInto?: string;
  /**
   * Initial value of a dialog's form, computed when it opens (dates move with the clock). A list's filter
   * form ignores it: it shows the filter in force, whose defaults are the list's `defaultFilter`.
   */
  defaultValue?: () => unknown;
  /** 'password': a password being set (not one being checked), so the server's length rule applies to it. */
  newPassword?: boolean;
}

/**
 * A field as declared: `label` defaults to react-admin's `resources.<catalogue>.fields.<source>` (labels.ts).
 * S: the keys it may fill (a list's filter keys, a form's body keys), so a misspelt source fails typecheck.
 */
export interface FieldInput<S extends string = string> extends Omit<FieldDecl<S>, 'label'> {
  label?: string;
}

/**
 * The path parameters of an action's call that are not the record's id: each computed from the record and
 * the form's values. Keys are the endpoint's parameter names (`Names`, first, so that the error of a
 * misspelt one lists them: "'satus' does not exist in type 'ActionParams<"id" | "status", ...>'").
 */
export type ActionParams<Names extends string, R> = { [K in Names]?: (record: R, values: Values) => ParamInput };

/** A row action as declared. Exactly one way of running it: a call (optionally after a form or a confirmation), or a component. */
export interface ActionInput<R, E extends Endpoint = Endpoint> {
  name: string;
  /** An i18n key, or one chosen by the record (e.g. 'Disable Device' / 'Enable Device'). */
  label: string | ((record: R) => string);
  /** The call. Its `id` parameter, if it has one, is the record's id; `params` gives the others (e.g. a status). */
  endpoint?: E;
  params?: ActionParams<ParamName<E>, R>;
  /** The call's body, built from the record and the form's values. */
  body?: (record: R, values: Values) => BodyOf<E>;
  /** A confirmation question (i18n key) asked before the call. */
  confirm?: string;
  /** The confirmation dialog's title (i18n key); default: the action's label. */
  confirmTitle?: string;
  /**
   * A form dialog asked before the call: its title (i18n key) and fields (keys of the call's body); `review`
   * makes it a money form that names the vendor credited and asks to confirm before the call (MoneyReview).
   */
  form?: {
    title: string;
    fields: FieldInput<BodyKey<E>>[];
    initialValues?: (record: R) => Values;
    review?: ActionReview<R>;
  };
  /** Toast after success (i18n key). */
  success?: string;
  /** A dialog that shows the call's result (e.g. the new password). */
  result?: ComponentType<{ record: R; result: unknown; onClose: () => void }>;
  /**
   * A dialog of facts about the record, without a call: its title (i18n key), the record's name shown
   * above them, and label (i18n key) / value pairs; `translate` gives values that are i18n keys' texts,
   * `field` the label of a field of the record (react-admin's `resources.<catalogue>.fields.<source>`).
   */
  facts?: Facts<R> & {
    rows: (
      record: R,
      translate: (key: string) => string,
      field: (source: FieldPath<R>) => string,
    ) => [label: string, value: ReactNode][];
  };
  /** A dialog of its own for anything not covered above (e.g. a form with repeatable rows). */
  dialog?: ComponentType<ActionDialogProps<R>>;
  /**
   * The calls its own `dialog` or `result` makes besides `endpoint` (e.g. a list it reads): the row menu
   * offers the action only to an admin holding every call's module (src/auth/privileges.ts, actionNeeds).
   */
  calls?: Endpoint[];
  /** The API has no call for this entry: opening it explains that (i18n key) instead of faking success. */
  unavailable?: string;
  /** Shown only for some records (e.g. Deactivate on active rows); `me` is the signed-in admin (absent while loading). */
  visible?: (record: R, me: SignedIn | undefined) => boolean;
  /** false: not in the row menu; the resource's own page runs it (e.g. the own-profile card's Submit). */
  rowMenu?: false;
}

/** The title, heading and width of a facts dialog (ActionInput.facts). */
interface Facts<R> {
  title: string;
  heading?: (record: R) => string;
  maxWidth?: 'xs' | 'sm';
}

/** A row action as the machinery runs it: `params` gives every path value of the call; the labels are filled. */
export interface ActionDecl<R, E extends Endpoint = Endpoint> extends Omit<
  ActionInput<R, E>,
  'params' | 'form' | 'facts'
> {
  params?: (record: R, values: Values) => PathInput<E['params']>;
  form?: { title: string; fields: FieldDecl[]; initialValues?: (record: R) => Values; review?: ActionReview<R> };
  facts?: Facts<R> & { rows: (record: R, translate: (key: string) => string) => [label: string, value: ReactNode][] };
}

/** The signed-in admin, as react-admin's identity gives it. */
export interface SignedIn {
  id: string | number;
}

/**
 * What an action's own dialog receives. With an `endpoint`, `run(values)` makes the declared call
 * (body and params from the values), toasts `success`, refreshes the list and closes the dialog.
 */
export interface ActionDialogProps<R> {
  record: R;
  onClose: () => void;
  run: (values: Values) => void;
  saving: boolean;
}

/**
 * Where a path parameter of a list call takes its value when not from the filter key of the same name
 * (registry/params.ts): another filter key (a rename, e.g. searchName from 'q'), or a function of the
 * list query and the parameter's name (e.g. dayStart: a date filter as the start of its day).
 */
export type ListParam = string | ((q: ListQuery, name: string) => ParamInput);

/**
 * The overrides of a list's path parameters; keys are the endpoint's parameter names, so a misspelt one
 * fails typecheck (KnownParams: its value must then be the message naming it and the valid names).
 */
export type ListParams<E extends Endpoint> = { [K in ParamName<E>]?: ListParam };

/** Overrides as written, before KnownParams checks their keys (a declaration's P). */
export type ListOverrides = Partial<Record<string, ListParam>>;

/** The filter keys a list's params read under another name (e.g. 'q' for searchName). */
type RenamedKeys<P> = { [K in keyof P]: P[K] extends string ? P[K] : never }[keyof P];

/** The keys of a list's filter: the endpoint's parameter names, and those its params read under another name. */
export type FilterKey<E extends Endpoint, P> = ParamName<E> | RenamedKeys<P>;

/**
 * The search box of a 'client' list: the data provider narrows the rows it holds by the representation
 * under this filter key (src/dataProvider/dataProvider.ts), without a parameter of the call.
 */
export type ClientSearch = 'q';

/** What every list says, as declared and as run. */
interface ListOptions {
  perPage: number;
  /** The search box's placeholder (i18n key); default 'Search by name'. */
  searchLabel?: string;
  /**
   * The filter the list loads with when the URL holds none (e.g. active devices of the last day): the
   * filter form shows it and Reset returns to it. Without it, the list loads unfiltered and the form is empty.
   */
  defaultFilter?: () => Values;
  /**
   * Show the loaded rows as table pages of this size (options 5/10/25); reaching the last table page
   * fetches the next server page. Without it, a 'Load more' button appends.
   */
  tablePageSize?: number;
  /** The text of an empty list (i18n key); default 'Empty List...' / 'No results found'. */
  emptyText?: string;
  /** A load that comes back empty also shows this info toast (i18n key; SPEC.md section 8 'No more data'). */
  emptyNotice?: string;
  /**
   * Appended pages keep one row per id: when the server's pages shift between two loads (a row added
   * in front), the row repeated at the top of the next page is shown once.
   */
  dedupe?: boolean;
  /**
   * The call has no name or id parameter (e.g. routes): pickers and lookups by id read page 1 of this
   * many rows (other filters applied) and search it here by the record's representation.
   */
  lookupPerPage?: number;
  /** How many lines a phone's card shows under its title (the columns ranked next); default 2. */
  cardLines?: number;
}

/**
 * A list as declared. Each path parameter takes the filter value of the same name, converted by its
 * kind (page: the list's page; limit: the list's page size unless the filter sets one); `params` says
 * only what differs (P: a misspelt parameter name must be its error message, KnownParams). The filter
 * fields' keys are parameter names or keys that `params` reads under another name, the columns' sources
 * field paths of the record, so a misspelt one fails typecheck. A function override that destructures
 * its query names its type (`({ filter }: ListQuery) => ...`).
 */
export type ListInput<R, E extends Endpoint = Endpoint, P extends ListOverrides = ListParams<E>> = ListOptions & {
  endpoint: E;
  params?: KnownParams<E, P>;
  filters?: FieldInput<ParamName<E> | RenamedKeys<P>>[];
  columns: ColumnInput<R>[];
  /** 'client' lists: the first sort of the table (columns sort on click). */
  sort?: { field: FieldPath<R>; order: 'ASC' | 'DESC' };
} & (
    | {
        /** 'append': the server pages and the screen loads more. */
        paging: 'append';
        /**
         * The name search box, if the list has one: a filter key sent to the server (a parameter, or a key
         * `params` renames, e.g. 'q' for searchName), or `{local: field}` when the API has no name parameter:
         * the loaded rows are searched by that field in the browser, without a call.
         */
        search?: ParamName<E> | RenamedKeys<P> | { local: FieldPath<R> };
      }
    | {
        /** 'client': the call returns everything; the browser sorts, searches and pages it. */
        paging: 'client';
        /** As for 'append', or ClientSearch ('q'): the rows held are searched by their representation. */
        search?: ParamName<E> | RenamedKeys<P> | ClientSearch | { local: FieldPath<R> };
      }
  );

/** A list as the machinery and the data provider read it: `params` gives every path value of one page. */
export interface ListDecl<R, E extends Endpoint = Endpoint> extends ListOptions {
  endpoint: E;
  paging: 'append' | 'client';
  params: (q: ListQuery) => PathInput<E['params']>;
  filters?: FieldDecl[];
  columns: Column<R>[];
  search?: string | { local: string };
  sort?: { field: string; order: 'ASC' | 'DESC' };
}

/** The 'New ...' button above a list: a form dialog whose values (keys of the call's body) become the body of a create call. */
export interface CreateInput<E extends Endpoint = Endpoint> {
  label: string;
  title: string;
  endpoint: E;
  fields: FieldInput<BodyKey<E>>[];
  body: (values: Values) => BodyOf<E>;
  success: string;
  /** A money form: names the vendor credited and asks to confirm before the call (MoneyReview). */
  review?: MoneyReview;
}

/** The vendor a money form credits: id (its wallet's balance is shown) and name. */
export interface Recipient {
  id: number;
  name: string;
}

/**
 * A money form (issue 29): the dialog names the vendor credited and shows their wallet's balance, and Submit
 * opens a confirmation ('₦5,000.00 to <vendor> (new balance ₦…)') whose Confirm makes the call, once; Back
 * returns to the form with what was typed. `amount`: the form's field of kind 'money'.
 */
export interface MoneyReview {
  amount: string;
  /** The vendor, from the form's values (e.g. a vendor picker's); undefined until one is chosen. */
  recipient: (values: Values) => Recipient | undefined;
}

/** A row action's MoneyReview: the vendor may be the record itself. */
export interface ActionReview<R> {
  amount: string;
  recipient: (record: R, values: Values) => Recipient | undefined;
}

/** The create button as the machinery reads it: its fields' labels filled. */
export interface CreateDecl<E extends Endpoint = Endpoint> extends Omit<CreateInput<E>, 'fields'> {
  fields: FieldDecl[];
}

/** What defineResource takes: L, P, A and C are inferred from the endpoints the declaration names. */

export interface ResourceInput<
  R extends AnyRecord,
  L extends Endpoint = Endpoint,
  P extends ListOverrides = ListParams<L>,
  A extends unknown[] = unknown[],
  C extends Endpoint = Endpoint,
> {
  /** URL segment under /dashboard and react-admin resource name. */
  name: string;
  /**
   * Its name in the catalogue, when not `name` (e.g. the activity log's tabs share 'activitylog'): labels left
   * out are `resources.<catalogue>.fields.<source>` (labels.ts).
   */
  catalogue?: string;
  /** The privilege module that unlocks it; null: every signed-in admin. Default: the list endpoint's module. */
  module?: Privilege | null;
  /**
   * No route and no menu entry of its own: read by pickers (e.g. countries), or a list shown inside
   * another resource's page (e.g. the tabs of the activity log).
   */
  pickerOnly?: boolean;
  /**
   * The screen at /dashboard/<name> when it is more than the declared list (tabs, cards, a chart):
   * a lazily loaded page that makes its own access checks, given its declaration. It replaces the generic list page.
   */
  page?: LazyExoticComponent<ComponentType<{ decl: ResourceDecl }>>;
  /** Menu entry: label (i18n key) and icon. Absent: the route exists but has no menu entry. */
  menu?: { label: string; icon: ComponentType };
  record: z.ZodMiniType<R>;
  /** How one record is named in titles and toasts. */
  representation?: (record: R) => string;
  list?: ListInput<R, L, P>;
  create?: CreateInput<C>;
  /** Each action typed by its own endpoint (an action without one is typed by none). */
  actions?: { [K in keyof A]: ActionInput<R, A[K] extends Endpoint ? A[K] : Endpoint> };
}

/** A declaration as the machinery reads it, its defaults filled (defineResource). */
export interface ResourceDecl<R extends AnyRecord = AnyRecord> extends Omit<
  ResourceInput<R>,
  'module' | 'list' | 'actions' | 'create'
> {
  module: Privilege | null;
  create?: CreateDecl;
  representation: (record: R) => string;
  list?: ListDecl<R>;
  actions: ActionDecl<R>[];
}

/** A record of any resource, as the generic machinery sees it. */
export type AnyRecord = { id: number };
