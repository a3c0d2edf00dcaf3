import { describe, expect, it } from 'vitest';
import { api, fillPath, paramsParser, routerPath } from '../../src/api';

describe('fillPath', () => {
  it('writes empty parts as "-" and dates as unix seconds', () => {
    const path = fillPath(api.vendors.list.path, {
      page: 2,
      limit: 50,
      id: undefined,
      searchName: 'Ada Obi',
      from: new Date('2026-11-21T00:00:00Z'),
      to: null,
      accessStatus: '',
    });
    expect(path).toBe('/get/vendors/2/50/-/Ada%20Obi/1795219200/-/-/-/-');
  });

  it('keeps the fixed "-" segments of a template', () => {
    expect(fillPath(api.transactions.list.path, { vendorID: 7, from: 1, to: 2 })).toBe(
      '/get/transactions/-/7/-/-/1/2/-/-',
    );
  });

  it('encodes path segments so a value cannot add segments', () => {
    expect(fillPath('/x/{q}', { q: 'a/b?c' })).toBe('/x/a%2Fb%3Fc');
  });

  it('writes a non-finite number as empty', () => {
    expect(fillPath('/x/{n}', { n: Number.NaN })).toBe('/x/-');
  });
});

describe('paramsParser', () => {
  const parse = paramsParser(api.vendors.list.params);
  const all = {
    page: '1',
    limit: '50',
    id: '-',
    searchName: '-',
    from: '-',
    to: '-',
    accessStatus: '-',
    phoneVerified: '-',
    emailVerified: '-',
  };

  it('turns "-" into undefined and numbers into numbers', () => {
    expect(parse.parse({ ...all, id: '12', accessStatus: '1' })).toMatchObject({
      page: 1,
      limit: 50,
      id: 12,
      searchName: undefined,
      accessStatus: 1,
    });
  });

  it.each([
    ['page', 'abc'],
    ['page', '0'],
    ['limit', '5000'],
    ['id', '-1'],
    ['accessStatus', '2'],
    ['from', '1.5'],
  ])('refuses %s = %s', (key, value) => {
    expect(parse.safeParse({ ...all, [key]: value }).success).toBe(false);
  });

  it('reads pages up to row 10,000 and refuses deeper ones with page × limit in the message', () => {
    expect(parse.safeParse({ ...all, page: '200', limit: '50' }).success).toBe(true);
    expect(parse.safeParse({ ...all, page: '10', limit: '1000' }).success).toBe(true);
    expect(parse.safeParse({ ...all, page: '1', limit: '1000' }).success).toBe(true);
    for (const [page, limit] of [
      ['201', '50'],
      ['11', '1000'],
      ['1000000', '1000'],
      ['202', '-'], // '-' is the list's own page size, 50
    ]) {
      const result = parse.safeParse({ ...all, page, limit });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['page'], message: expect.stringContaining('page × limit at most 10000') }),
      ]);
    }
  });

  it('reports only the parameter that does not parse, not the page window, when one fails', () => {
    const result = parse.safeParse({ ...all, page: '999999', limit: 'x' });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['limit']);
  });

  it('gives the router syntax of a template', () => {
    expect(routerPath(api.ads.toggle.path)).toBe('/toggle/ad/:id/active-status/:status');
  });
});
