import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { en } from '../../src/i18n/en';
import { t } from '../../src/i18n/translate';
import { menuEntries } from '../../src/shell/layout/menuEntries';
import { PRIVILEGE_NAMES } from '../../src/api';
import { registry as appRegistry } from '../../src/resources';
import { adminLogs, selfLogs, vendorLogs } from '../../src/resources/activityLog';
import conversions from '../../src/resources/conversions';
import type { ResourceDecl } from '../../src/registry/types';
import { expectInOrder, SPEC_MENU, specMenuFor } from '../shared/specMenu';

const Icon: ComponentType = () => null;
const decl = (name: string, module: ResourceDecl['module'], menu = true) =>
  ({ name, module, menu: menu ? { label: `busads.menu.${name}`, icon: Icon } : undefined }) as ResourceDecl;
const registry = [
  decl('ads', 'ADMIN_AD'),
  decl('devices', 'ADMIN_DEVICE'),
  decl('device-history', 'ADMIN_DEVICE'),
  decl('price', null),
  decl('conversions', 'ADMIN_AD', false),
  decl('reports', 'ADMIN_REPORT'),
];

describe('side menu entries', () => {
  it('puts dashboard first, keeps registry order, and shows only unlocked entries with a menu', () => {
    const keys = (privileges: string[]) => menuEntries(registry, privileges).map((e) => e.key);
    expect(keys(['ADMIN_AD', 'ADMIN_DEVICE', 'ADMIN_REPORT'])).toEqual([
      'dashboard',
      'ads',
      'devices',
      'device-history',
      'price',
      'reports',
    ]);
    expect(keys(['ADMIN_REPORT', 'ADMIN_DEVICE'])).toEqual([
      'dashboard',
      'devices',
      'device-history',
      'price',
      'reports',
    ]);
    expect(keys([])).toEqual(['dashboard', 'price']);
  });

  it('links each entry to its /dashboard path with its i18n label', () => {
    const [dashboard, ads] = menuEntries(registry, ['ADMIN_AD']);
    expect(dashboard).toMatchObject({ to: '/dashboard/app', label: 'busads.menu.dashboard' });
    expect(ads).toMatchObject({ to: '/dashboard/ads', label: 'busads.menu.ads' });
  });
});

describe("the app's side menu", () => {
  it('lists the entries of SPEC.md section 2 in its order, with its labels and paths, for an admin with every module', () => {
    const label = (key: string) =>
      key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], en);
    const shown = menuEntries(appRegistry, PRIVILEGE_NAMES).map((e) => `${String(label(e.label))} ${e.to}`);
    expectInOrder(
      shown,
      SPEC_MENU.map((e) => `${e.label} ${e.path}`),
    );
  });

  it.each(PRIVILEGE_NAMES)(
    'shows a holder of %s alone the SPEC.md entries it unlocks, in order, and none of the others',
    (module) => {
      const shown = menuEntries(appRegistry, [module]).map((e) => e.to);
      expectInOrder(
        shown,
        specMenuFor([module]).map((e) => e.path),
      );
      const locked = specMenuFor([module], true).map((e) => e.path);
      expect(shown.filter((to) => locked.includes(to))).toEqual([]);
    },
  );

  it('never gives conversions (SPEC.md section 2) or the activity log tabs an entry', () => {
    const keys = menuEntries(appRegistry, PRIVILEGE_NAMES).map((e) => e.key);
    const without = [conversions, selfLogs, adminLogs, vendorLogs].map((d) => d.name);
    expect(keys.filter((key) => without.includes(key))).toEqual([]);
  });
});

describe('catalogue', () => {
  const at = (key: string) => key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], en);

  it("deep-merges react-admin's strings, the app's and the resources' (same namespaces kept)", () => {
    expect(at('ra.auth.logout')).toBe('Logout');
    expect(at('busads.menu.dashboard')).toBe('dashboard');
    expect(at('busads.menu.vendor')).toBe('vendor');
    expect(at('busads.login.success')).toBe('Login is successful');
    expect(at('busads.dashboard.cards.totalTopup')).toBe('Total Toppup');
  });

  it('t() reads the same app strings outside react-admin and returns unknown keys as they are', () => {
    expect(t('busads.login.failure')).toBe('Username or Password is incorrect. Please try again.');
    expect(t('busads.auth.expired')).toBe('Invalid token. Please login again.');
    expect(t('Some server message')).toBe('Some server message');
  });
});
