import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { en } from '../../src/i18n/en';
import { csvCell, toCsv } from '../../src/components/list/csv';
import { exportTable } from '../../src/components/list/exportTable';
import { fetchRows, MAX_EXPORT_ROWS } from '../../src/components/list/exportList';
import type { AnyRecord, ExportLookup, ResourceDecl } from '../../src/registry/types';
import vendors from '../../src/resources/vendors';
import topup from '../../src/resources/topup';
import prices from '../../src/resources/prices';
import { valueAt } from '../../src/format/format';

/** The catalogue's English text for a key, with %{name} filled in. */
const translate: ExportLookup['translate'] = (key, options = {}) =>
  String(valueAt(en, key) ?? key).replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name]));
const lookup: ExportLookup = { translate, loaded: () => undefined };
const columns = (decl: ResourceDecl) => decl.list!.columns;

// Sun, Nov 22 2026 15:04 in Lagos (the tests' TZ).
const NOV_22 = Date.UTC(2026, 10, 22, 14, 4) / 1000;
const vendor = {
  id: 7,
  fullname: 'Chioma Okeke',
  phone: '08031234567',
  email: 'chioma@example.ng',
  accessStatus: 1,
  phoneVerified: 1,
  emailVerified: 0,
  vendor_feature: { currDailyCost: 12500 },
  parent_referral: null,
  childrenReferralsCount: 1234,
  dateCreated: NOV_22,
};

describe('the table of an export', () => {
  it('has the screen column names in the screen order, S/N included', () => {
    const [header] = exportTable(columns(vendors as ResourceDecl), [], lookup);
    expect(header).toEqual([
      'S/N',
      'Name',
      'Phone',
      'Email',
      'Status',
      'Phone Verified',
      'Email Verified',
      'Current Daily Cost',
      'Referred By',
      'Children Referrals Count',
      'Date Created',
    ]);
  });

  it('writes cells as the screen shows them: naira, counts, dates, statuses, fallbacks, row numbers', () => {
    const [, first, second] = exportTable(
      columns(vendors as ResourceDecl),
      [vendor, { ...vendor, id: 8, accessStatus: 0 }],
      lookup,
    );
    expect(first).toEqual([
      '1',
      'Chioma Okeke',
      '08031234567',
      'chioma@example.ng',
      'Active',
      'Yes',
      'No',
      '₦12,500.00',
      'No one',
      '1,234',
      'Sun, Nov 22 2026, 3:04 PM',
    ]);
    expect(second[0]).toBe('2');
    expect(second[4]).toBe('Inactive');
  });

  it('writes the fallback of an empty date (a topup not paid yet) and the element columns through exportText', () => {
    const row = {
      id: 1,
      vendor: { fullname: 'Ade' },
      requestedAmount: 5000.5,
      amountPaid: 0,
      status: 'abandoned',
      channel: 'card',
      reference: 'REF-1',
      timePaid: null,
    };
    const [, cells] = exportTable(columns(topup as ResourceDecl), [row as AnyRecord], lookup);
    expect(cells).toEqual([
      'Ade',
      '₦5,000.50',
      '₦0.00',
      'abandoned',
      'card',
      'REF-1',
      translate('busads.topup.notPaid'),
    ]);
    const price = { id: 3, vendor: null, price: 20, eventType: 'view', active: 1, dateCreated: NOV_22 };
    const named: ExportLookup = {
      translate,
      loaded: <T>() => ({ priceTypes: [{ key: 'view', name: 'On View' }] }) as T,
    };
    expect(exportTable(columns(prices as ResourceDecl), [price as AnyRecord], named)[1][3]).toBe('On View');
  });
});

describe('CSV text', () => {
  it('starts with a UTF-8 byte order mark and ends rows with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['₦1.00', 'c'],
      ]),
    ).toBe('\uFEFF"a","b"\r\n"₦1.00","c"\r\n');
  });

  it('quotes every cell, doubling its quotes, with commas and line breaks kept inside', () => {
    expect(csvCell('₦12,500.00')).toBe('"₦12,500.00"');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('')).toBe('""');
    expect(csvCell('1234')).toBe('"1234"');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t']) expect(csvCell(`${start}SUM(A1)`)).toBe(`"'${start}SUM(A1)"`);
    expect(csvCell('\rSUM(A1)')).toBe(`"'\rSUM(A1)"`);
    expect(csvCell(' =SUM(A1)')).toBe(`"' =SUM(A1)"`);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('+1 (555) 0100')).toBe(`"'+1 (555) 0100"`);
  });

  it('defuses a formula start after any separator a spreadsheet may split on: comma, semicolon, tab, pipe (issue 30)', () => {
    expect(csvCell('Acme;=1+1')).toBe(`"Acme;'=1+1"`);
    expect(csvCell('Acme,@SUM(A1)')).toBe(`"Acme,'@SUM(A1)"`);
    expect(csvCell('Acme\t+cmd|x')).toBe(`"Acme\t'+cmd|x"`);
    expect(csvCell('Acme|-2+3')).toBe(`"Acme|'-2+3"`);
    expect(csvCell('Acme; =1+1')).toBe(`"Acme;' =1+1"`);
    expect(csvCell('a;b;=c;d')).toBe(`"a;b;'=c;d"`);
    // No part left that starts a formula, whichever separator the file is split on.
    expect(csvCell('two\n=lines')).toBe(`"two\n'=lines"`);
    for (const text of ['Acme;=1+1', 'x|=A1', 'x,\t=A1', 'a ;@b', 'q\t\r=1', 'a\r\n+b', '\r=1'])
      for (const separator of [',', ';', '\t', '|', '\n'])
        for (const part of csvCell(text).slice(1, -1).split(separator))
          expect(/^[ \t\r]*[=+\-@]/.test(part) && !/^[+-]\d[\d ]*(\.\d+)?$/.test(part), `${text} ${part}`).toBe(false);
  });

  it('leaves signed plain numbers alone, also after a separator: phones in +234 form, negative amounts', () => {
    expect(csvCell('+2348031234567')).toBe('"+2348031234567"');
    expect(csvCell('+234 803 123 4567')).toBe('"+234 803 123 4567"');
    expect(csvCell('-500.25')).toBe('"-500.25"');
    expect(csvCell('+2348031234567;+2348059870000')).toBe('"+2348031234567;+2348059870000"');
  });

  it('of an empty list is the header alone', () => {
    expect(toCsv(exportTable(columns(topup as ResourceDecl), [], lookup))).toBe(
      '\uFEFF"Vendor","Requested Amount","Amount Paid","Status","Channel","Reference","Time Paid"\r\n',
    );
  });
});

describe('reading the rows to export', () => {
  const pageOf = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i }));
  const provider = (getList: DataProvider['getList']) => ({ getList }) as unknown as DataProvider;
  const request = (dataProvider: DataProvider) => ({
    dataProvider,
    decl: vendors as ResourceDecl,
    filter: { from: '2026-11-21' },
    sort: { field: 'id', order: 'ASC' as const },
    lookup,
  });

  it('asks for the screen filter in one call of the largest page, and is not capped when the server has no more', async () => {
    const getList = vi.fn().mockResolvedValue({ data: pageOf(1, 3), pageInfo: { hasNextPage: false } });
    const { rows, capped } = await fetchRows(request(provider(getList)));
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(capped).toBe(false);
    expect(getList).toHaveBeenCalledExactlyOnceWith('vendors', {
      pagination: { page: 1, perPage: MAX_EXPORT_ROWS },
      filter: { from: '2026-11-21' },
      sort: { field: 'id', order: 'ASC' },
    });
  });

  it('pages on while the server says there may be more (a page size set by the filter), keeping each id once', async () => {
    const getList = vi
      .fn()
      .mockResolvedValueOnce({ data: pageOf(1, 2), pageInfo: { hasNextPage: true } })
      .mockResolvedValueOnce({ data: pageOf(2, 2), pageInfo: { hasNextPage: false } });
    const { rows } = await fetchRows(request(provider(getList)));
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('stops at the cap and says so', async () => {
    const getList = vi.fn().mockResolvedValue({ data: pageOf(1, MAX_EXPORT_ROWS), pageInfo: { hasNextPage: true } });
    const { rows, capped } = await fetchRows(request(provider(getList)));
    expect(rows).toHaveLength(MAX_EXPORT_ROWS);
    expect(capped).toBe(true);
    const whole = vi.fn().mockResolvedValue({ data: pageOf(1, MAX_EXPORT_ROWS), total: MAX_EXPORT_ROWS + 5 });
    expect((await fetchRows(request(provider(whole)))).capped).toBe(true);
  });
});
