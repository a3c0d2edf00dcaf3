import { getFieldLabelTranslationArgs } from 'ra-core';

/**
 * The i18n key of a field's label when the declaration gives none: react-admin's own convention,
 * `resources.<resource>.fields.<source>` (getFieldLabelTranslationArgs, which FieldTitle and useTranslateLabel
 * use; the digits of an array path are dropped: 'routes.0.name' reads 'routes.name'). `resource` is the
 * declaration's catalogue name (ResourceInput.catalogue, default its name).
 */
export const fieldLabel = (resource: string, source: string): string =>
  String(getFieldLabelTranslationArgs({ resource, source })[0]);

/** A declared field or column with its label filled: the one given, or the convention's. */
export const withLabel = <T extends { source: string; label?: string }>(
  resource: string,
  item: T,
): T & { label: string } => ({ ...item, label: item.label ?? fieldLabel(resource, item.source) });
