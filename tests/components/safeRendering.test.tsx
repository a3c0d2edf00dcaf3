import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Ad } from '../../src/api/entities';
import { SafeLink } from '../../src/components/list/cells';
import { ResourceList } from '../../src/components/list/ResourceList';
import { mediaUrl } from '../../src/components/urls';
import { mockActivityLogs } from '../../src/dataProvider/mock/activity';
import { mockAdRoutes, mockAds } from '../../src/dataProvider/mock/ads';
import { mockVendors } from '../../src/dataProvider/mockBackend';
import { registry } from '../../src/resources';
import ActivityLogPage from '../../src/resources/activityLog/ActivityLogPage';
import { demoProfile, renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';

const XSS = '<img src=x onerror="window.__xss=1">';

/** The record with every free-text string replaced by the payload (enum values, named in `keep`, stay). */
function poison<T>(value: T, keep: string[] = []): T {
  if (typeof value === 'string') return XSS as T;
  if (Array.isArray(value)) return value.map((v: unknown) => poison(v, keep)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keep.includes(k) ? v : poison(v, keep)])) as T;
  return value;
}

/** The payload is on screen as text, and nothing of it became an element or ran. */
function expectInert() {
  expect(screen.getAllByText(XSS).length).toBeGreaterThan(0);
  expect(document.querySelector('img[src="x"], [onerror]')).toBeNull();
  expect((window as { __xss?: unknown }).__xss).toBeUndefined();
}

/** Opens the row menu of the first row and one of its entries (every row is named by the payload). */
async function openFirst(action: string) {
  const user = userEvent.setup();
  await user.click(screen.getAllByRole('button', { name: `Actions for ${XSS}` })[0]);
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return user;
}
const closeDialog = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' }));
const decl = (name: string) => registry.find((d) => d.name === name)!;

const vendors = poison(mockVendors(4));
const ads: Ad[] = poison(mockAds(4, mockVendors(4), mockAdRoutes), ['adType', 'mediaType']).map((ad, i) => ({
  ...ad,
  vendor: { ...ad.vendor, id: vendors[0].id },
  actionLink: ['javascript:alert(1)', 'https://busads.ng/offer', 'data:text/html,<script>window.__xss=1</script>', XSS][i],
  ad_medias: ['javascript:alert(1)', '//evil.example/pixel.png', XSS].map((media, n) => ({ id: i * 10 + n, media, mediaType: 'IMAGE' as const })),
}));

describe('Data is rendered as text, never as HTML', () => {
  it('no source file writes HTML from a string', () => {
    const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
    const offenders = files('src').filter((f) => /dangerouslySetInnerHTML|\.innerHTML|outerHTML|insertAdjacentHTML|document\.write/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('vendors: the list and its dialogs show the payload as text', async () => {
    renderAdmin(<ResourceList decl={decl('vendors')} />, { resource: 'vendors', data: { vendors, ads } });
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expectInert();
    let user = await openFirst('Update');
    const update = await screen.findByRole('dialog', { name: 'Update Vendor Information' });
    expect(within(update).getByLabelText(/Name/)).toHaveValue(XSS);
    expectInert();
    await user.click(within(update).getByRole('button', { name: 'Cancel' }));
    user = await openFirst('View Route');
    expect(await screen.findByRole('dialog', { name: 'Vendor Routes' })).toHaveTextContent(`Routes on which the ads of ${XSS} play:`);
    expectInert();
    await closeDialog(user);
  });

  it("ads: the list and its Summary, Details and Media dialogs show the payload as text; a 'javascript:' link is plain text", async () => {
    renderAdmin(<ResourceList decl={decl('ads')} />, { resource: 'ads', data: { vendors, ads, routes: mockAdRoutes } });
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expectInert();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://busads.ng/offer']);
    expect(within(bodyRows()[0]).getByText('javascript:alert(1)')).toBeInTheDocument();
    expect(within(bodyRows()[0]).getByText('javascript:alert(1)').closest('a')).toBeNull();

    for (const [action, title] of [['Summary', 'Ad Summary'], ['Details', 'Vendor Wallet Details']]) {
      const user = await openFirst(action);
      await screen.findByRole('dialog', { name: title });
      expectInert();
      await closeDialog(user);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }

    const user = await openFirst('Media');
    const media = await screen.findByRole('dialog', { name: 'Ad Media' });
    const sources = within(media).getAllByRole('img').map((img) => img.getAttribute('src'));
    // Each path stays on the API's own host: no other host, no 'javascript:' or 'data:' URL.
    expect(sources).toEqual(['/javascript:alert(1)', '/evil.example/pixel.png', `/${XSS}`]);
    expectInert();
    await closeDialog(user);
  });

  it('activity log: descriptions and names show as text', async () => {
    const activityLogs = poison(mockActivityLogs([demoProfile], mockVendors(2), { now: Math.floor(Date.now() / 1000), count: 6 }));
    renderAdmin(<ActivityLogPage />, { data: { activityLogs } });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expectInert();
  });
});

describe('Links and media from data', () => {
  it('are links only for http(s) URLs', () => {
    const hrefs = ['https://busads.ng/a', 'HTTP://busads.ng/b', 'javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example'];
    render(<>{hrefs.map((href) => <SafeLink key={href} href={href} text={href} />)}</>);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['https://busads.ng/a', 'HTTP://busads.ng/b']);
    for (const a of screen.getAllByRole('link')) expect(a).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('are paths under the API base unless they are http(s) URLs', () => {
    expect(mediaUrl('https://cdn.busads.ng/a.png', 'https://api.busads.ng')).toBe('https://cdn.busads.ng/a.png');
    expect(mediaUrl('//evil.example/x.png', 'https://api.busads.ng')).toBe('https://api.busads.ng/evil.example/x.png');
    expect(mediaUrl('\\\\evil.example/x.png', '')).toBe('/evil.example/x.png');
    expect(mediaUrl('javascript:alert(1)', '')).toBe('/javascript:alert(1)');
    expect(mediaUrl('data:image/svg+xml,<svg/onload=alert(1)>', '')).toBe('/data:image/svg+xml,<svg/onload=alert(1)>');
  });
});
