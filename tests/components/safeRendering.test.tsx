import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SafeLink } from '../../src/components/list/cells';
import { ResourceList } from '../../src/components/list/ResourceList';
import { mediaUrl } from '../../src/format/urls';
import { registry } from '../../src/resources';
import ActivityLogPage from '../../src/resources/activityLog/ActivityLogPage';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';
import { createTestHost, type TestHost } from './testHost';

const XSS = '<img src=x onerror="window.__xss=1">';

/** The vendors the list shows first (newest first), with every free-text field replaced by the payload. */
async function poisonVendors(host: TestHost, count = 4) {
  const newest = await host.db
    .selectFrom('vendors')
    .select('id')
    .orderBy('dateCreated', 'desc')
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
  for (const [i, { id }] of newest.entries()) {
    // Usernames are unique: each keeps the payload and a number.
    await host.db
      .updateTable('vendors')
      .set({ fullname: XSS, username: `${XSS}${i}`, phone: XSS, email: XSS, address: XSS, profilePicture: XSS })
      .where('id', '=', id)
      .execute();
  }
  return newest.map((v) => v.id);
}

/**
 * The ads the list shows first, poisoned: free text replaced by the payload, owned by a poisoned vendor,
 * on routes named by the payload, with hostile action links and media paths.
 */
async function poisonAds(host: TestHost) {
  const [vendorId] = await poisonVendors(host);
  const newest = await host.db
    .selectFrom('ads')
    .select('id')
    .orderBy('dateCreated', 'desc')
    .orderBy('id', 'desc')
    .limit(4)
    .execute();
  const links = [
    'javascript:alert(1)',
    'https://busads.ng/offer',
    'data:text/html,<script>window.__xss=1</script>',
    XSS,
  ];
  for (const [i, { id }] of newest.entries()) {
    await host.db
      .updateTable('ads')
      .set({ vendorId, name: XSS, caption: XSS, conversionUrl: XSS, actionLink: links[i] })
      .where('id', '=', id)
      .execute();
    await host.db.deleteFrom('adMedias').where('adId', '=', id).execute();
    await host.db
      .insertInto('adMedias')
      .values(
        ['javascript:alert(1)', '//evil.example/pixel.png', XSS].map((media) => ({
          adId: id,
          media,
          mediaType: 'IMAGE' as const,
        })),
      )
      .execute();
  }
  const ids = newest.map((a) => a.id);
  const routes = await host.db.selectFrom('adRoutes').select('routeId').where('adId', 'in', ids).execute();
  if (routes.length)
    await host.db
      .updateTable('routes')
      .set({ name: XSS })
      .where(
        'id',
        'in',
        routes.map((r) => r.routeId),
      )
      .execute();
}

/** The payload is on screen as text, and nothing of it became an element or ran. */
function expectInert() {
  expect(screen.getAllByText(XSS).length).toBeGreaterThan(0);
  expect(document.querySelector('img[src="x"], [onerror]')).toBeNull();
  expect((window as { __xss?: unknown }).__xss).toBeUndefined();
}

/** Opens the row menu of the first row and one of its entries (the first rows are named by the payload). */
async function openFirst(action: string) {
  const user = userEvent.setup();
  await user.click(screen.getAllByRole('button', { name: `Actions for ${XSS}` })[0]);
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return user;
}
const closeDialog = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Close' }));
const decl = (name: string) => registry.find((d) => d.name === name)!;

/** The first row of the list is one of the poisoned records. */
const firstRowPoisoned = () => waitFor(() => expect(within(bodyRows()[0]).getAllByText(XSS).length).toBeGreaterThan(0));

describe('Data is rendered as text, never as HTML', () => {
  it('no source file writes HTML from a string', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
    const offenders = files('src').filter((f) =>
      /dangerouslySetInnerHTML|\.innerHTML|outerHTML|insertAdjacentHTML|document\.write/.test(readFileSync(f, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('vendors: the list and its dialogs show the payload as text', async () => {
    const host = createTestHost();
    await poisonVendors(host);
    await renderAdmin(<ResourceList decl={decl('vendors')} />, { resource: 'vendors', host });
    await firstRowPoisoned();
    expectInert();
    let user = await openFirst('Update');
    const update = await screen.findByRole('dialog', { name: 'Update Vendor Information' });
    expect(within(update).getByLabelText(/Name/)).toHaveValue(XSS);
    expectInert();
    await user.click(within(update).getByRole('button', { name: 'Cancel' }));
    user = await openFirst('View Route');
    expect(await screen.findByRole('dialog', { name: 'Vendor Routes' })).toHaveTextContent(
      `Routes on which the ads of ${XSS} play:`,
    );
    expectInert();
    await closeDialog(user);
  });

  it("ads: the list and its Summary, Details and Media dialogs show the payload as text; a 'javascript:' link is plain text", async () => {
    const host = createTestHost();
    await poisonAds(host);
    await renderAdmin(<ResourceList decl={decl('ads')} />, { resource: 'ads', host });
    await firstRowPoisoned();
    expectInert();
    // Of the four poisoned ads' links, only the https one is a link.
    const links = bodyRows()
      .slice(0, 4)
      .flatMap((row) => within(row).queryAllByRole('link'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://busads.ng/offer']);
    expect(within(bodyRows()[0]).getByText('javascript:alert(1)')).toBeInTheDocument();
    expect(within(bodyRows()[0]).getByText('javascript:alert(1)').closest('a')).toBeNull();

    for (const [action, title] of [
      ['Summary', 'Ad Summary'],
      ['Details', 'Vendor Wallet Details'],
    ]) {
      const user = await openFirst(action);
      await screen.findByRole('dialog', { name: title });
      expectInert();
      await closeDialog(user);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }

    const user = await openFirst('Media');
    const media = await screen.findByRole('dialog', { name: 'Ad Media' });
    const sources = within(media)
      .getAllByRole('img')
      .map((img) => img.getAttribute('src'));
    // Each path stays on the API's own host: no other host, no 'javascript:' or 'data:' URL.
    expect(sources).toEqual(['/javascript:alert(1)', '/evil.example/pixel.png', `/${XSS}`]);
    expectInert();
    await closeDialog(user);
  });

  it('activity log: descriptions and names show as text', async () => {
    // The signed-in admin, named by the payload, with six hostile rows of today in 'My Logs'.
    const host = createTestHost();
    const me = await host.db
      .selectFrom('admins')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    await host.db.updateTable('admins').set({ fullname: XSS }).where('id', '=', me.id).execute();
    const now = Math.floor(Date.now() / 1000);
    await host.db
      .insertInto('activityLogs')
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          actorType: 'admin' as const,
          adminId: me.id,
          vendorId: null,
          activityLogDesc: XSS,
          dateCreated: now - 60 - i * 600,
        })),
      )
      .execute();
    await renderAdmin(<ActivityLogPage />, { host });
    await firstRowPoisoned();
    expectInert();
  });
});

describe('Links and media from data', () => {
  it('are links only for http(s) URLs', () => {
    const hrefs = [
      'https://busads.ng/a',
      'HTTP://busads.ng/b',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
    ];
    render(
      <>
        {hrefs.map((href) => (
          <SafeLink key={href} href={href} text={href} />
        ))}
      </>,
    );
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      'https://busads.ng/a',
      'HTTP://busads.ng/b',
    ]);
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
