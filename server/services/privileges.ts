import { PRIVILEGE_NAMES, type Privilege } from '../../src/api';
import type { AdminRow } from '../db/schema';

/** The privilege modules stored as JSON text on an admin; unknown names and bad JSON count as none. */
export function privilegesOf(admin: Pick<AdminRow, 'privileges'>): Privilege[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(admin.privileges);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return PRIVILEGE_NAMES.filter((name) => parsed.includes(name));
}

export const hasPrivilege = (admin: Pick<AdminRow, 'privileges'>, module: Privilege | null): boolean =>
  module === null || privilegesOf(admin).includes(module);

export const serializePrivileges = (privileges: readonly Privilege[]): string =>
  JSON.stringify(PRIVILEGE_NAMES.filter((p) => privileges.includes(p)));
