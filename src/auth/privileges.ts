import type { Privilege } from '../api';
import type { ResourceDecl } from '../registry/types';

/** Which privilege module unlocks each resource or page; null: every signed-in admin. */
export type ModuleTable = Readonly<Record<string, Privilege | null>>;

/** Custom pages that are not registry resources: the dashboard home and the own profile are always open. */
export const PAGE_MODULES: ModuleTable = { dashboard: null, profile: null };

/** The module table of a registry plus the custom pages. */
export function moduleTable(registry: readonly Pick<ResourceDecl, 'name' | 'module'>[]): ModuleTable {
  const table: Record<string, Privilege | null> = { ...PAGE_MODULES };
  for (const decl of registry) table[decl.name] = decl.module;
  return table;
}

/** Whether privileges include a module (null: always). */
export const hasModule = (privileges: readonly string[], module: Privilege | null): boolean =>
  module === null || privileges.includes(module);

/**
 * Whether an admin with these privileges may use a resource. A module grants every action on its
 * resources (SPEC.md names no finer rights). Unknown resources are refused.
 */
export function canAccess(privileges: readonly string[], resource: string, table: ModuleTable): boolean {
  if (!Object.hasOwn(table, resource)) return false;
  return hasModule(privileges, table[resource]);
}
