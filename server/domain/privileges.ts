import { PRIVILEGE_NAMES, type Privilege } from '../../src/api';
import type { AdminRow } from '../db/schema';

function parsePrivileges(text: string): readonly Privilege[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return PRIVILEGE_NAMES.filter((name) => parsed.includes(name));
}

/** Parsed privilege texts (every request checks one; admins share few distinct texts). */
const parsedPrivileges = new Map<string, readonly Privilege[]>();

function cachedPrivileges(text: string): readonly Privilege[] {
  let privileges = parsedPrivileges.get(text);
  if (privileges === undefined) {
    privileges = parsePrivileges(text);
    if (parsedPrivileges.size >= 1000) parsedPrivileges.clear();
    parsedPrivileges.set(text, privileges);
  }
  return privileges;
}

/** The privilege modules stored as JSON text on an admin; unknown names and bad JSON count as none. */
export const privilegesOf = (admin: Pick<AdminRow, 'privileges'>): Privilege[] => [...cachedPrivileges(admin.privileges)];

export const hasPrivilege = (admin: Pick<AdminRow, 'privileges'>, module: Privilege | null): boolean =>
  module === null || cachedPrivileges(admin.privileges).includes(module);

export const serializePrivileges = (privileges: readonly Privilege[]): string =>
  JSON.stringify(PRIVILEGE_NAMES.filter((p) => privileges.includes(p)));
