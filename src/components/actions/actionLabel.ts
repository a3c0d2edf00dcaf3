import type { ActionDecl, AnyRecord } from '../../registry/types';

/** The i18n key of an action's label for one record. */
export const actionLabel = (action: ActionDecl<AnyRecord>, record: AnyRecord): string =>
  typeof action.label === 'function' ? action.label(record) : action.label;
