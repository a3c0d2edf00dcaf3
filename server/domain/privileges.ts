import { PRIVILEGE_NAMES, type Privilege } from '../../src/api';

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

/** The privilege modules stored as JSON text on an admin; unknown names and bad JSON count as none. */
export const privilegesOf = (admin: { privileges: string }): Privilege[] => [...parsePrivileges(admin.privileges)];

export const hasPrivilege = (admin: { privileges: string }, module: Privilege | null): boolean =>
  module === null || parsePrivileges(admin.privileges).includes(module);

export const serializePrivileges = (privileges: readonly Privilege[]): string =>
  JSON.stringify(PRIVILEGE_NAMES.filter((p) => privileges.includes(p)));

/** Whether two lists name the same privileges, as sets: repeats and order aside (['A', 'A'] is not ['A', 'B']). */
export function samePrivileges(a: readonly Privilege[], b: readonly Privilege[]): boolean {
  const [x, y] = [new Set(a), new Set(b)];
  return x.size === y.size && [...x].every((p) => y.has(p));
}
