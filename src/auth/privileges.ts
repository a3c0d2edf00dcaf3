import { useMemo } from 'react';
import { useAuthProvider, usePermissions, type AuthProvider } from 'react-admin';
import type { Endpoint, Privilege } from '../api';
import type { ActionDecl, AnyRecord, CreateDecl, FieldDecl, ResourceDecl } from '../registry/types';

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

/** What a row action or a create button needs: the calls it makes, and the resources its required pickers list. */
export interface Needs {
  endpoints: readonly Endpoint[];
  pickers: readonly string[];
}

/** The resource a declared picker field lists (null: not a picker). */
export const pickerResource = (field: FieldDecl): string | null =>
  field.kind === 'vendor' ? 'vendors' : field.kind === 'reference' ? (field.reference ?? null) : null;

/** The resources listed by the required pickers among these fields: without them the form cannot be sent. */
const requiredPickers = (fields: readonly FieldDecl[] = []): string[] =>
  fields.flatMap((f) => {
    const resource = f.required ? pickerResource(f) : null;
    return resource ? [resource] : [];
  });

/** An action's needs, read from the contract: its call, the other calls its own dialog declares, its form's pickers. */
export const actionNeeds = (action: Pick<ActionDecl<AnyRecord>, 'endpoint' | 'calls' | 'form'>): Needs => ({
  endpoints: [...(action.endpoint ? [action.endpoint] : []), ...(action.calls ?? [])],
  pickers: requiredPickers(action.form?.fields),
});

export const createNeeds = (create: CreateDecl): Needs => ({
  endpoints: [create.endpoint],
  pickers: requiredPickers(create.fields),
});

/** The authProvider's lookup of a resource's module (authProvider.ts), beside react-admin's own methods. */
export interface ModuleLookup {
  moduleOf?: (resource: string) => Privilege | null | undefined;
}

/** What the signed-in admin may use: a module, a resource (by its module), and so an action's needs. */
export interface Access {
  holds: (module: Privilege | null) => boolean;
  /** The module that unlocks a resource; undefined: not known (nothing to say about it). */
  moduleOf: (resource: string) => Privilege | null | undefined;
  allows: (needs: Needs) => boolean;
}

/** No access checks: an admin app without an authProvider (some component tests) shows everything. */
const open: Access = { holds: () => true, moduleOf: () => null, allows: () => true };

/**
 * The signed-in admin's access, from the privileges cached at login (react-admin's permissions), the
 * same ones the side menu reads; undefined while they load. A resource counts as readable when the
 * admin holds its module (unknown resources are refused, as canAccess does).
 */
export function useAccess(): Access | undefined {
  const authProvider = useAuthProvider() as (AuthProvider & ModuleLookup) | undefined;
  const { permissions } = usePermissions<string[]>();
  return useMemo(() => {
    if (!authProvider) return open;
    if (!Array.isArray(permissions)) return undefined;
    const holds = (module: Privilege | null) => hasModule(permissions, module);
    const moduleOf = (resource: string) => authProvider.moduleOf?.(resource);
    const readable = (resource: string) => {
      const module = moduleOf(resource);
      return module !== undefined && holds(module);
    };
    return {
      holds,
      moduleOf,
      allows: (needs) => needs.endpoints.every((e) => holds(e.module)) && needs.pickers.every(readable),
    };
  }, [authProvider, permissions]);
}
