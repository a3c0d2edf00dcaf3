import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource } from '../../src/registry/defineResource';
import { registry } from '../../src/resources';

const record = z.object({ id: z.number(), name: z.string() });

describe('defineResource', () => {
  it('fills the representation and the actions', () => {
    const decl = defineResource({ name: 'things', module: null, record });
    expect(decl.actions).toEqual([]);
    expect(decl.representation({ id: 3, name: 'Bus 3' } as never)).toBe('Bus 3');
  });

  it('refuses a name that is not a URL segment', () => {
    expect(() => defineResource({ name: 'Bad Name', module: null, record })).toThrow(/lowercase URL segment/);
  });

  it('refuses an action declared twice', () => {
    const a = { name: 'x', label: 'x' };
    expect(() => defineResource({ name: 'things', module: null, record, actions: [a, a] })).toThrow(/twice/);
  });

  it('registers vendors with the ADMIN_VENDOR module and every row action of SPEC.md', () => {
    const vendors = registry.find((d) => d.name === 'vendors')!;
    expect(vendors.module).toBe('ADMIN_VENDOR');
    expect(vendors.list?.perPage).toBe(50);
    expect(vendors.actions.map((a) => a.name)).toEqual([
      'topup',
      'update',
      'viewRoute',
      'assignRoute',
      'resetPassword',
      'delete',
      'logout',
    ]);
  });
});
