import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { z } from 'zod';
import type { Endpoint, ParamInput, Privilege } from '../api';

export type Values = Record<string, unknown>;
export type PathValues = Record<string, ParamInput>;

/** What a list asks the provider for: react-admin's page, perPage and filter values. */
export interface ListQuery {
  page: number;
  perPage: number;
  filter: Values;
}

/** A column of a list table. `label` is an i18n key; `kind` picks the generic cell renderer. */
export interface Column<R> {
  source: string;
  label: string;
  kind?: 'text' | 'index' | 'money' | 'date' | 'count' | 'activeStatus' | 'yesNo' | 'link';
  /** Value shown for a record; defaults to the value at `source` (dots allowed). */
  value?: (record: R) => ReactNode;
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
}

/** What an export's `exportText` may read: the translations, and records the screen has already loaded (getOne). */
export interface ExportLookup {
  translate: (key: string, options?: Record<string, unknown>) => string;
  loaded: <T>(resource: string, id: string) => T | undefined;
}

/** A field of a filter or dialog form. `label` is an i18n key. */
export interface FieldDecl {
  source: string;
  label: string;
  kind: 'text' | 'number' | 'date' | 'datetime' | 'money' | 'vendor' | 'reference' | 'select' | 'password' | 'checkboxes';
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
  /** Initial value, computed when the form opens (dates move with the clock). */
  defaultValue?: () => unknown;
}

/** A row action. Exactly one way of running it: a call (optionally after a form or a confirmation), or a component. */
export interface ActionDecl<R> {
  name: string;
  /** An i18n key, or one chosen by the record (e.g. 'Disable Device' / 'Enable Device'). */
  label: string | ((record: R) => string);
  /** The call; its path parameters are filled from `params(record, formValues)`. */
  endpoint?: Endpoint;
  params?: (record: R, values: Values) => PathValues;
  /** Body built from the record and the form's values. */
  body?: (record: R, values: Values) => unknown;
  /** A confirmation question (i18n key) asked before the call. */
  confirm?: string;
  /** The confirmation dialog's title (i18n key); default: the action's label. */
  confirmTitle?: string;
  /** A form dialog asked before the call: its title (i18n key) and fields. */
  form?: { title: string; fields: FieldDecl[]; initialValues?: (record: R) => Values };
  /** Toast after success (i18n key). */
  success?: string;
  /** A dialog that shows the call's result (e.g. the new password). */
  result?: ComponentType<{ record: R; result: unknown; onClose: () => void }>;
  /** A dialog of its own for anything not covered above (e.g. a form with repeatable rows). */
  dialog?: ComponentType<ActionDialogProps<R>>;
  /** The API has no call for this entry: opening it explains that (i18n key) instead of faking success. */
  unavailable?: string;
  /** Shown only for some records (e.g. Deactivate on active rows); `me` is the signed-in admin (absent while loading). */
  visible?: (record: R, me: SignedIn | undefined) => boolean;
  /** false: not in the row menu; the resource's own page runs it (e.g. the own-profile card's Submit). */
  rowMenu?: false;
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

export interface ListDecl<R> {
  endpoint: Endpoint;
  /** The path values of one page for the current filter. */
  params: (q: ListQuery) => PathValues;
  /** 'append': the server pages and the screen loads more; 'client': the call returns everything. */
  paging: 'append' | 'client';
  perPage: number;
  columns: Column<R>[];
  filters?: FieldDecl[];
  /**
   * The name search box, if the list has one: a filter key sent to the server (e.g. 'q'), or
   * `{local: field}` when the API has no name parameter: the loaded rows are searched by that field
   * (dots allowed) in the browser, without a call.
   */
  search?: string | { local: string };
  /** The search box's placeholder (i18n key); default 'Search by name'. */
  searchLabel?: string;
  /** The filter the list loads with (e.g. active devices of the last day); the filter form shows it. */
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
  /** 'client' lists: the first sort of the table (columns sort on click). */
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /**
   * The call has no name or id parameter (e.g. routes): pickers and lookups by id read page 1 of this
   * many rows (other filters applied) and search it here by the record's representation.
   */
  lookupPerPage?: number;
}

/** The 'New ...' button above a list: a form dialog whose values become the body of a create call. */
export interface CreateDecl {
  label: string;
  title: string;
  endpoint: Endpoint;
  fields: FieldDecl[];
  body?: (values: Values) => unknown;
  success: string;
}

export interface ResourceInput<R extends { id: number }> {
  /** URL segment under /dashboard and react-admin resource name. */
  name: string;
  /** The privilege module that unlocks it; null: every signed-in admin. */
  module: Privilege | null;
  /**
   * No route and no menu entry of its own: read by pickers (e.g. countries), or a list shown inside
   * another resource's page (e.g. the tabs of the activity log).
   */
  pickerOnly?: boolean;
  /**
   * The screen at /dashboard/<name> when it is more than the declared list (tabs, cards, a chart):
   * a lazily loaded page that makes its own access checks. It replaces the generic list page.
   */
  page?: LazyExoticComponent<ComponentType>;
  /** Menu entry: label (i18n key) and icon. Absent: the route exists but has no menu entry. */
  menu?: { label: string; icon: ComponentType };
  record: z.ZodType<R>;
  /** How one record is named in titles and toasts. */
  representation?: (record: R) => string;
  list?: ListDecl<R>;
  create?: CreateDecl;
  actions?: ActionDecl<R>[];
}

export interface ResourceDecl<R extends { id: number } = { id: number }> extends ResourceInput<R> {
  representation: (record: R) => string;
  actions: ActionDecl<R>[];
}

/** A record of any resource, as the generic machinery sees it. */
export type AnyRecord = { id: number };
