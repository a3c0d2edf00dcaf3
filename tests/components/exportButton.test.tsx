import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { registry } from '../../src/resources';
import { csvRows } from '../e2e/csvRows';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';
import { arrangeVendors } from './arrange';
import { createTestHost } from './testHost';

const vendors = registry.find((d) => d.name === 'vendors')!;

/** Files the page downloads: react-admin's downloadCSV makes a blob URL and clicks a link to it. */
function captureDownloads() {
  const blobs = new Map<string, Blob>();
  const files: { name: string; blob: Blob }[] = [];
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return files;
}

/** A downloaded file's text, byte order mark kept (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  downloads = captureDownloads();
  // Opened from a link whose filter has no dates: every vendor (the plain first load is yesterday to today).
  window.location.hash = `#/?filter=${encodeURIComponent('{}')}`;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Export on a list screen', () => {
  it('asks the provider for every row of the current filter and downloads them with the screen columns', async () => {
    const { call } = await renderAdmin(<ResourceList decl={vendors} />, { resource: 'vendors' });
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    await user.type(screen.getByPlaceholderText('Search by name'), 'a');
    await waitFor(() => expect(call.calls.at(-1)?.params.searchName).toBe('a'));
    await waitFor(() => expect(bodyRows().length).toBe(50));

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads).toHaveLength(1));

    expect(call.calls.at(-1)).toMatchObject({
      endpoint: api.vendors.list,
      params: { page: 1, limit: 1000, searchName: 'a' },
    });
    expect(downloads[0].name).toMatch(/^vendors-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await textOf(downloads[0].blob);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = csvRows(text.slice(1));
    expect(header).toEqual(
      screen
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
        .filter(Boolean),
    );
    // Every vendor the search matches, beyond the 50 on screen; the first rows read as the screen's.
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) expect(row[1].toLowerCase()).toContain('a');
    const first = within(bodyRows()[0])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(rows[0]).toEqual(first.slice(0, header.length));
  });

  it('says when the file is cut at 1,000 rows', async () => {
    const host = createTestHost();
    await arrangeVendors(host, 1005);
    await renderAdmin(<ResourceList decl={vendors} />, { resource: 'vendors', host });
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(
      await screen.findByText('The file holds the first 1,000 rows only. Narrow the filter to export the rest.'),
    ).toBeInTheDocument();
    expect(csvRows((await textOf(downloads[0].blob)).slice(1))).toHaveLength(1001);
  });

  it('exports what a local name search narrows the loaded rows to, from every matching ad of the server', async () => {
    const host = createTestHost();
    // A name among the 50 ads loaded first that more ads of the server hold (a few of them on screen).
    const all = await host.db
      .selectFrom('ads')
      .select('name')
      .orderBy('dateCreated', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const matching = (rows: { name: string }[], term: string) =>
      rows.filter((a) => a.name.toLowerCase().includes(term)).length;
    const term = all
      .slice(0, 50)
      .map((a) => a.name.toLowerCase())
      .find(
        (name) => matching(all.slice(0, 50), name) <= 10 && matching(all, name) > matching(all.slice(0, 50), name),
      )!;
    expect(term).toBeDefined();
    await renderAdmin(<ResourceList decl={registry.find((d) => d.name === 'ads')!} />, { resource: 'ads', host });
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.type(screen.getByRole('textbox', { name: 'Search by name' }), term);
    await waitFor(() => expect(bodyRows()).toHaveLength(matching(all.slice(0, 50), term)));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [header, ...rows] = csvRows((await textOf(downloads[0].blob)).slice(1));
    expect(header[0]).toBe('Ad Name');
    // Some of the 50 loaded rows match; the file holds the matches among all the ads of the server.
    expect(rows).toHaveLength(matching(all, term));
    for (const row of rows) expect(row[0].toLowerCase()).toContain(term);
  });
});
