import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, fillPath, type Endpoint } from '../../src/api';
import { dayEndUnix, dayStartUnix } from '../../src/format/dates';
import { defineResource } from '../../src/registry/defineResource';
import type { ResourceDecl, Values } from '../../src/registry/types';
import { registry } from '../../src/resources';

const decl = (name: string): ResourceDecl => registry.find((d) => d.name === name)!;

/** The path a list sends for one page of a filter: what the server sees ('-' for empty parts). */
const listPath = (name: string, filter: Values, page = 1, perPage?: number) => {
  const list = decl(name).list!;
  return fillPath(list.endpoint.path, list.params({ page, perPage: perPage ?? list.perPage, filter }));
};
const actionPath = (name: string, action: string, record: { id: number } & Values, values: Values = {}) => {
  const a = decl(name).actions.find((x) => x.name === action)!;
  return fillPath((a.endpoint as Endpoint).path, a.params!(record, values));
};

const from = dayStartUnix('2026-11-21');
const to = dayEndUnix('2026-11-22');

describe('list parameters: each filter key fills the parameter of its name, page and limit from the list', () => {
  it('converts by kind: ids and flags as numbers (0 kept), text trimmed, enums only when valid, date-times to the second', () => {
    const at = new Date('2026-11-21T10:00:00Z');
    expect(
      listPath(
        'devices',
        {
          serial: ' R52W ',
          busID: 'LAG-BRT-014',
          routeID: 3,
          countryID: '1',
          stateID: 1,
          cityID: 2,
          activeStatus: 0,
          from: at,
        },
        2,
      ),
    ).toBe(`/devices/get/devices/-/R52W/LAG-BRT-014/3/2/25/${at.getTime() / 1000}/-/1/1/2/0`);
    expect(listPath('customers', { gender: 'other', ageRange: '25-34', phone: '  ' })).toBe(
      '/get/customers/-/-/-/25-34/-/1/50',
    );
    expect(listPath('customers', { gender: 'female', vendorID: 'abc' })).toBe('/get/customers/-/-/-/-/female/1/50');
    expect(listPath('ads', { adType: 'media', accessStatus: 1, busID: ' X1 ' })).toBe(
      '/get/ads/-/-/-/1/50/-/-/-/X1/-/media/1/-/-',
    );
  });

  it('takes only what differs from the declaration: a rename and whole days', () => {
    expect(listPath('vendors', { q: ' ada ', id: 9, from: '2026-11-21', to: '2026-11-22' })).toBe(
      `/get/vendors/1/50/9/ada/${from}/${to}/-/-/-`,
    );
    expect(listPath('ads', { dateFrom: '2026-11-21', dateTo: '2026-11-22' })).toBe(
      `/get/ads/-/-/-/1/50/-/-/-/-/-/-/-/${from}/${to}`,
    );
    // Pickers search devices by serial with 'q'.
    expect(listPath('devices', { q: 'R52W11' })).toBe('/devices/get/devices/-/R52W11/-/-/1/25/-/-/-/-/-/-');
  });

  it('lets a filter set the page size within 1..1000 (the wallet limit, the history count read as limit)', () => {
    expect(listPath('wallet', { limit: '30', type: 'active' })).toBe('/get/wallets/-/-/active/1/30');
    expect(listPath('device-history', { count: 5000, deviceID: 29 }, 2)).toBe(
      '/devices/get/device-history/-/-/29/-/-/-/-/-/-/2/1000',
    );
    expect(listPath('device-history', {})).toBe('/devices/get/device-history/-/-/-/-/-/-/-/-/-/1/20');
  });

  it('narrows the world lists by the other places', () => {
    expect(listPath('states', { countryID: 1, q: 'la' })).toBe('/world/get/states/1/-/-/-/-');
  });
});

describe('action parameters: the record id, then what the declaration computes', () => {
  it('fills the id and the declared parameters', () => {
    expect(actionPath('devices', 'toggle', { id: 80, activeStatus: 1 })).toBe(
      '/devices/toggle/device/80/active-status/0',
    );
    expect(actionPath('ads', 'deactivate', { id: 5 })).toBe('/toggle/ad/5/active-status/0');
    expect(actionPath('vendors', 'viewRoute', { id: 7 })).toBe('/get/ads/-/-/7/1/100/-/-/-/-/-/-/-/-/-');
    expect(actionPath('vendors', 'logout', { id: 7 })).toBe('/logout/vendor/7');
  });
});

describe('modules', () => {
  it('come from the list endpoint unless declared', () => {
    expect(decl('vendors').module).toBe(api.vendors.list.module);
    expect(decl('conversions').module).toBe('ADMIN_AD');
    expect(decl('self-logs').module).toBeNull();
    expect(decl('reports').module).toBe('ADMIN_REPORT');
  });

  it('are required of a declaration without a list', () => {
    expect(() => defineResource({ name: 'things', record: z.object({ id: z.number() }) })).toThrow(
      /declare its module/,
    );
  });
});
