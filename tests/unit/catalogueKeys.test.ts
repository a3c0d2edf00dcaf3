import { getFieldLabelTranslationArgs } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { fieldLabel } from '../../src/registry/labels';
import type { AnyRecord, FieldDecl, ResourceDecl } from '../../src/registry/types';
import { registry } from '../../src/resources';

/**
 * Every i18n key the declarations use is in the English catalogue: menu labels, column, filter and form
 * field labels (given or derived from react-admin's convention), action labels, confirmations, titles,
 * toasts, fallbacks, empty texts, validation messages and the choice names that are keys. A missing key
 * shows on screen as the key itself; this test names it and where it is used.
 */

/** One record of a declaration's type, made from its zod schema: for the labels and keys chosen by a record. */
function sampleOf(schema: unknown): unknown {
  const def = (schema as { _zod: { def: Record<string, unknown> } })._zod.def;
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, unknown>).map(([key, value]) => [key, sampleOf(value)]),
      );
    case 'nullable':
    case 'optional':
      return sampleOf(def.innerType);
    case 'array':
      return [sampleOf(def.element)];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'string':
      return 'text';
    case 'number':
      return 1;
    case 'pipe':
      return sampleOf(def.out);
    default:
      return undefined;
  }
}

const keyLike = (text: string) => /^(busads|resources|ra)\.[\w.-]+$/.test(text);

/** Each key a declaration uses, with where it is used ('vendors: column fullname, label'). */
function keysOf(decl: ResourceDecl): { where: string; key: string }[] {
  const found: { where: string; key: string }[] = [];
  const note = (where: string, key: string | undefined) => {
    if (key !== undefined) found.push({ where: `${decl.name}: ${where}`, key });
  };
  // Two records: the sample, and the same with its flags off, for labels and keys chosen by a status.
  const sample = sampleOf(decl.record) as AnyRecord & Record<string, unknown>;
  const off = Object.fromEntries(Object.entries(sample).map(([k, v]) => [k, v === 1 && k !== 'id' ? 0 : v]));
  const records = [sample, off as typeof sample];
  const fields = (where: string, list: FieldDecl[] = []) => {
    for (const f of list) {
      note(`${where} ${f.source}, label`, f.label);
      note(`${where} ${f.source}, required`, f.required);
      for (const c of f.choices ?? []) if (keyLike(c.name)) note(`${where} ${f.source}, choice ${c.id}`, c.name);
    }
  };
  note('menu', decl.menu?.label);
  const list = decl.list;
  if (list) {
    for (const c of list.columns) {
      note(`column ${c.source}, label`, c.label);
      note(`column ${c.source}, fallback`, c.fallback);
      for (const r of records) note(`column ${c.source}, text`, c.textKey?.(r));
    }
    fields('filter', list.filters);
    note('list, empty text', list.emptyText);
    note('list, empty notice', list.emptyNotice);
    note('list, search label', list.searchLabel);
  }
  if (decl.create) {
    note('create, label', decl.create.label);
    note('create, title', decl.create.title);
    note('create, success', decl.create.success);
    fields('create field', decl.create.fields);
  }
  for (const a of decl.actions) {
    const where = `action ${a.name}`;
    for (const r of records) note(`${where}, label`, typeof a.label === 'function' ? a.label(r) : a.label);
    note(`${where}, confirmation`, a.confirm);
    note(`${where}, confirmation title`, a.confirmTitle);
    note(`${where}, toast`, a.success);
    note(`${where}, unavailable`, a.unavailable);
    if (a.form) {
      note(`${where}, form title`, a.form.title);
      fields(`${where}, field`, a.form.fields);
    }
    if (a.facts) {
      note(`${where}, facts title`, a.facts.title);
      const translate = (key: string) => (note(`${where}, fact value`, key), key);
      for (const r of records) for (const [label] of a.facts.rows(r, translate)) note(`${where}, fact`, label);
    }
  }
  return found;
}

const text = (key: string) =>
  key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], en);

describe('the catalogue holds every key the declarations use', () => {
  it.each(registry.map((decl) => [decl.name, decl] as const))('%s', (_, decl) => {
    const used = keysOf(decl);
    expect(used.length).toBeGreaterThan(0);
    const missing = used.filter(({ key }) => typeof text(key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('finds the keys it is meant to: a missing one is named with its declaration', () => {
    const vendors = registry.find((d) => d.name === 'vendors')!;
    const used = keysOf(vendors).map(({ where, key }) => `${where} = ${key}`);
    expect(used).toContain('vendors: column fullname, label = resources.vendors.fields.fullname');
    expect(used).toContain('vendors: action resetPassword, label = busads.account.resetPassword');
    expect(used).toContain('vendors: action logout, toast = busads.toast.vendorLoggedOut');
    const broken = { ...vendors, menu: { ...vendors.menu!, label: 'busads.menu.vendorz' } };
    expect(keysOf(broken).filter(({ key }) => typeof text(key) !== 'string')).toEqual([
      { where: 'vendors: menu', key: 'busads.menu.vendorz' },
    ]);
  });
});

describe("a label left out is react-admin's own", () => {
  it("is resources.<catalogue>.fields.<source>, as react-admin's FieldTitle reads it", () => {
    for (const [resource, source] of [
      ['vendors', 'fullname'],
      ['activitylog', 'dateCreated'],
      ['devices', 'routes.0.name'],
    ])
      expect(fieldLabel(resource, source)).toBe(getFieldLabelTranslationArgs({ resource, source })[0]);
    expect(fieldLabel('devices', 'routes.0.name')).toBe('resources.devices.fields.routes.name');
  });

  it("fills the activity log tabs' labels from the Activity Log's strings (their catalogue)", () => {
    const selfLogs = registry.find((d) => d.name === 'self-logs')!;
    expect(selfLogs.list!.columns.map((c) => c.label)).toEqual([
      'resources.activitylog.fields.description',
      'resources.activitylog.fields.by',
      'resources.activitylog.fields.dateCreated',
    ]);
  });
});
