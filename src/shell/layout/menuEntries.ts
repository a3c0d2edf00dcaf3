import type { ComponentType } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { hasModule } from '../../auth/privileges';
import type { ResourceDecl } from '../../registry/types';

export interface MenuEntry {
  key: string;
  to: string;
  label: string;
  icon: ComponentType;
}

/**
 * The side menu of SPEC.md section 2: 'dashboard' first, always; then each registry entry that has a
 * menu, in registry order, when the privileges include its module (null: always).
 */
export function menuEntries(registry: readonly ResourceDecl[], privileges: readonly string[]): MenuEntry[] {
  const entries: MenuEntry[] = [
    { key: 'dashboard', to: '/dashboard/app', label: 'busads.menu.dashboard', icon: DashboardIcon },
  ];
  for (const decl of registry) {
    if (!decl.menu || !hasModule(privileges, decl.module)) continue;
    entries.push({ key: decl.name, to: `/dashboard/${decl.name}`, label: decl.menu.label, icon: decl.menu.icon });
  }
  return entries;
}
