import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, type Privilege } from '../../src/api';
import { PaletteButton } from '../../src/shell/palette/PaletteButton';
import { expectConsoleError } from '../setup/consoleGuard';
import { renderAdmin, type RenderOptions } from './renderAdmin';
import { createTestHost, type TestHost } from './testHost';

/** The app bar's search button on its own, signed in, with react-admin's access checks. */
async function renderPalette(options: RenderOptions & { privileges?: Privilege[] } = {}) {
  window.location.hash = '#/dashboard/app';
  const rendered = await renderAdmin(<PaletteButton />, { withAuth: true, ...options });
  return { ...rendered, user: userEvent.setup() };
}

const searchButton = () => screen.getByRole('button', { name: 'Search (Ctrl+K)' });
const paletteInput = () => screen.getByRole('combobox', { name: 'Search screens and records' });
const group = (name: string) => screen.getByRole('group', { name });
/** An option of a group, once shown (a group comes and goes while typing: each pause searches what is typed so far). */
const findOption = (groupName: string, name: string) =>
  waitFor(() => within(group(groupName)).getByRole('option', { name }));
const callsTo = (host: TestHost, endpoint: unknown) => host.call.calls.filter((c) => c.endpoint === endpoint);

const firstVendor = (host: TestHost) =>
  host.db.selectFrom('vendors').select(['id', 'fullname', 'phone']).orderBy('id').limit(1).executeTakeFirstOrThrow();

describe('the command palette', () => {
  it('opens on the app bar button with the input focused, lists the menu screens, and Escape gives the focus back', async () => {
    const { user } = await renderPalette();
    await user.click(searchButton());
    const input = await screen.findByRole('combobox', { name: 'Search screens and records' });
    expect(input).toHaveFocus();
    const screens = await screen.findByRole('group', { name: 'Screens' });
    const names = within(screens)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual(expect.arrayContaining(['dashboard', 'ads', 'vendor', 'routes', 'admin']));
    // The first option is the active one, for Enter.
    expect(input).toHaveAttribute('aria-activedescendant', within(screens).getAllByRole('option')[0].id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(searchButton()).toHaveFocus();
  });

  it('Ctrl+K opens it; a screen found by its menu label opens with Enter', async () => {
    const { user } = await renderPalette();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', { name: 'Search screens and records' }), 'wallet');
    await waitFor(() =>
      expect(
        within(group('Screens'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['wallet']),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.hash).toBe('#/dashboard/wallet'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("finds a vendor by name over the vendors list call (one small page), and opens the vendors list filtered to that vendor's id", async () => {
    const host = createTestHost();
    const vendor = await firstVendor(host);
    const { user } = await renderPalette({ host });
    await user.click(searchButton());
    await user.type(await screen.findByRole('combobox'), vendor.fullname);
    const option = await findOption('Vendors', `${vendor.fullname} ${vendor.phone}`);
    const searches = callsTo(host, api.vendors.list);
    expect(searches.at(-1)!.params).toMatchObject({ searchName: vendor.fullname, page: 1, limit: 5 });
    // Down until the vendor is the active option, then Enter.
    const input = paletteInput();
    while (input.getAttribute('aria-activedescendant') !== option.id) await user.keyboard('{ArrowDown}');
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(decodeURIComponent(window.location.hash)).toBe(`#/dashboard/vendors?filter={"id":${vendor.id}}`),
    );
  });

  it("a number is also a vendor's id, and an admin is found by phone", async () => {
    const host = createTestHost();
    const vendor = await firstVendor(host);
    const { user } = await renderPalette({ host });
    await user.click(searchButton());
    await user.type(await screen.findByRole('combobox'), String(vendor.id));
    expect(await findOption('Vendors', `${vendor.fullname} ${vendor.phone}`)).toBeInTheDocument();
    // The id, and the name search (which also looks in phones): two calls.
    const params = callsTo(host, api.vendors.list).map((c) => c.params);
    expect(params).toContainEqual(expect.objectContaining({ id: vendor.id, searchName: undefined }));
    expect(params).toContainEqual(expect.objectContaining({ id: undefined, searchName: String(vendor.id) }));

    const admin = await host.db
      .selectFrom('admins')
      .select(['fullname', 'username', 'phone'])
      .where('username', '=', 'viewer')
      .executeTakeFirstOrThrow();
    await user.clear(paletteInput());
    await user.type(paletteInput(), admin.phone);
    expect(await findOption('Admins', `${admin.fullname} ${admin.username}`)).toBeInTheDocument();
  });

  it('finds a vendor by phone as written nationally, and a device by its name, over the same list calls', async () => {
    const host = createTestHost();
    const vendor = await firstVendor(host);
    const device = await host.db
      .selectFrom('devices')
      .select(['name', 'serial'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const { user } = await renderPalette({ host });
    await user.click(searchButton());
    // +2348031234567 typed as 0803 1234567.
    const national = `0${vendor.phone.slice(4, 7)} ${vendor.phone.slice(7)}`;
    await user.type(await screen.findByRole('combobox'), national);
    expect(await findOption('Vendors', `${vendor.fullname} ${vendor.phone}`)).toBeInTheDocument();
    expect(callsTo(host, api.vendors.list).at(-1)!.params).toMatchObject({ searchName: national });

    await user.clear(paletteInput());
    await user.type(paletteInput(), device.name);
    expect(await findOption('Devices', `${device.name} ${device.serial}`)).toBeInTheDocument();
    expect(callsTo(host, api.devices.list).at(-1)!.params).toMatchObject({ serial: device.name });
  });

  it('the viewer (devices and reports only) is offered only those screens and searches only devices', async () => {
    const host = createTestHost();
    const vendor = await firstVendor(host);
    const device = await host.db
      .selectFrom('devices')
      .select(['name', 'serial'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const { user } = await renderPalette({ host, privileges: ['ADMIN_DEVICE', 'ADMIN_REPORT'] });
    await user.click(searchButton());
    const screens = await screen.findByRole('group', { name: 'Screens' });
    expect(
      within(screens)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['dashboard', 'devices', 'device-history', 'reports']);

    await user.type(paletteInput(), vendor.fullname);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`No results for “${vendor.fullname}”`));
    expect(screen.queryByRole('group', { name: 'Vendors' })).not.toBeInTheDocument();

    await user.clear(paletteInput());
    await user.type(paletteInput(), device.serial);
    expect(await findOption('Devices', `${device.name} ${device.serial}`)).toBeInTheDocument();
    // Only the devices call was made: not the vendors', ads', routes' or admins' lists.
    for (const endpoint of [api.vendors.list, api.ads.list, api.routes.list, api.admins.list])
      expect(callsTo(host, endpoint)).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(decodeURIComponent(window.location.hash)).toBe(`#/dashboard/devices?filter={"serial":"${device.serial}"}`),
    );
  });

  it("a resource whose search fails says so, and the others' results still show", async () => {
    expectConsoleError(/The vendors are down/);
    const host = createTestHost();
    const admin = await host.db
      .selectFrom('admins')
      .select(['fullname', 'username'])
      .where('username', '=', 'viewer')
      .executeTakeFirstOrThrow();
    const { user } = await renderPalette({
      host,
      fail: { endpoint: api.vendors.list, error: new Error('The vendors are down') },
    });
    await user.click(searchButton());
    await user.type(await screen.findByRole('combobox'), admin.fullname);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not search Vendors: The vendors are down');
    expect(await findOption('Admins', `${admin.fullname} ${admin.username}`)).toBeInTheDocument();
  });
});
