import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { api, type Privilege } from '../../src/api';
import AdminApp from '../../src/shell/AdminApp';
import { AppRoutes } from '../../src/shell/App';
import { createAuthProvider } from '../../src/auth/authProvider';
import { getProfile } from '../../src/auth/session';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import admins from '../../src/resources/admins';
import AdminProfilePage from '../../src/resources/admins/AdminProfilePage';
import { registry } from '../../src/resources';
import { expectConsoleError } from '../setup/consoleGuard';
import { renderAdmin } from './renderAdmin';
import { createTestHost, type TestHost } from './testHost';

/** Signed in as a new admin holding `privileges`. */
function renderProfile(privileges: Privilege[] = ['ADMIN_ADMIN'], delay?: { ms: number }, host?: TestHost) {
  return renderAdmin(<AdminProfilePage decl={admins} />, {
    resource: 'admin',
    host,
    privileges,
    withAuth: true,
    delay,
  });
}
const card = () => screen.getByRole('region', { name: 'Profile' });

describe('Own profile card', () => {
  it('shows a spinner while loading, then the four fields read-only', async () => {
    const { profile } = await renderProfile(['ADMIN_ADMIN'], { ms: 150 });
    expect(screen.getByLabelText('Loading profile')).toBeInTheDocument();
    expect(await screen.findByLabelText('Fullname')).toHaveValue(profile!.fullname);
    for (const [label, value] of [
      ['Username', profile!.username],
      ['Phone', profile!.phone],
      ['Address', profile!.address],
    ]) {
      expect(within(card()).getByLabelText(label)).toHaveValue(value);
      expect(within(card()).getByLabelText(label)).toHaveAttribute('readonly');
    }
    expect(within(card()).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it("turns 'Edit Profile' into 'Submit' and asks for every field", async () => {
    const { call } = await renderProfile();
    const user = userEvent.setup();
    await screen.findByLabelText('Fullname');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
    for (const label of [/Fullname/, /Username/, /Phone/, /Address/]) {
      const input = within(card()).getByLabelText(label);
      expect(input).not.toHaveAttribute('readonly');
      await user.clear(input);
    }
    await user.click(within(card()).getByRole('button', { name: 'Submit' }));
    for (const message of ['Fullname', 'Username', 'Phone', 'Address'])
      expect(await within(card()).findByText(`${message} is required`)).toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.admins.update)).toBe(false);
  });

  it('submits the card to the own id with the email unchanged, toasts, and stores the new name', async () => {
    const { call, host, profile } = await renderProfile();
    const me = profile!;
    const user = userEvent.setup();
    await screen.findByLabelText('Fullname');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const name = within(card()).getByLabelText(/Fullname/);
    await user.clear(name);
    await user.type(name, 'Ada Okoro');
    await user.click(within(card()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Updated Sucessfully!')).toBeInTheDocument();
    const sent = call.calls.find((c) => c.endpoint === api.admins.update);
    expect(sent?.params.id).toBe(me.id);
    expect(sent?.body).toEqual({
      fullname: 'Ada Okoro',
      username: me.username,
      phone: me.phone,
      email: me.email,
      address: me.address,
    });
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(within(card()).getByLabelText('Fullname')).toHaveValue('Ada Okoro');
    expect(getProfile()?.fullname).toBe('Ada Okoro');
    const saved = await host.db
      .selectFrom('admins')
      .select(['fullname', 'email'])
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ fullname: 'Ada Okoro', email: me.email });
  });

  it("validates 'Change Password', keeps it open on a refusal, and toasts the change", async () => {
    expectConsoleError(/Old Password is incorrect/);
    // Signed in as the demo 'admin', whose password is 'admin'.
    const { call } = await renderAdmin(<AdminProfilePage decl={admins} />, { resource: 'admin', withAuth: true });
    const user = userEvent.setup();
    await screen.findByLabelText('Fullname');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    const newPassword = within(dialog).getByLabelText(/New Password/);
    // The server's length rule is said before anything is sent; the old password has none.
    expect(newPassword).toHaveAccessibleDescription('At least 8 characters, not the username');
    expect(within(dialog).getByLabelText(/Old Password/)).not.toHaveAccessibleDescription();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Old Password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('New Password is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Old Password/), 'wrong');
    await user.type(newPassword, 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(newPassword).toHaveAccessibleDescription('New Password must be at least 8 characters'));
    expect(call.calls.some((c) => c.endpoint === api.admins.changePassword)).toBe(false);
    expect(screen.queryByText('The form is not valid. Please check for errors')).not.toBeInTheDocument();
    await user.clear(newPassword);
    await user.type(newPassword, 'a-longer-one');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Old Password is incorrect')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Old Password/));
    await user.type(within(dialog).getByLabelText(/Old Password/), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Password Updated Sucessfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(
      call(api.session.login, { body: { username: 'admin', password: 'a-longer-one', remember: false } }),
    ).resolves.toBeDefined();
  });

  it("shows the server's refusal of a field under that field, without its prefix or a toast", async () => {
    expectConsoleError(/Username is too long/);
    const { call } = await renderProfile();
    const user = userEvent.setup();
    await screen.findByLabelText('Fullname');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const username = within(card()).getByLabelText(/Username/);
    await user.clear(username);
    await user.type(username, 'u'.repeat(101));
    await user.click(within(card()).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(call.calls.some((c) => c.endpoint === api.admins.update)).toBe(true));
    await waitFor(() => expect(username).toHaveAccessibleDescription('Username is too long'));
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelector('.RaNotification-error')).toBeNull();
    expect(screen.queryByText(/username: /)).not.toBeInTheDocument();
  });

  it('shows the admin table to holders of ADMIN_ADMIN only', async () => {
    const { host } = await renderProfile(['ADMIN_ADMIN']);
    expect(await screen.findByRole('heading', { name: 'Admins' })).toBeInTheDocument();
    const admins = await host.db.selectFrom('admins').select('id').execute();
    expect(admins.length).toBeLessThanOrEqual(15);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(admins.length + 1));

    cleanup();
    const { call, profile } = await renderProfile(['ADMIN_REPORT']);
    expect(await screen.findByLabelText('Fullname')).toHaveValue(profile!.fullname);
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('heading', { name: 'Admins' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.admins.list)).toBe(false);
  });

  it('shows an error with Retry when the profile cannot be loaded', async () => {
    expectConsoleError(/Internal server error/);
    // The signed-in admin's record is broken in the database: the server cannot answer it (500).
    const host = createTestHost();
    const me = await host.signIn(['ADMIN_REPORT']);
    await host.db
      .updateTable('admins')
      .set({ dateCreated: 'not a date' as never })
      .where('id', '=', me.id)
      .execute();
    await renderProfile(['ADMIN_REPORT'], undefined, { ...host, signIn: async () => me });
    expect(await screen.findByText(/The profile could not be loaded/)).toBeInTheDocument();
    // Repaired, Retry shows the card.
    await host.db
      .updateTable('admins')
      .set({ dateCreated: Math.floor(Date.now() / 1000) })
      .where('id', '=', me.id)
      .execute();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Fullname')).toHaveValue(me.fullname);
  });
});

describe('Own profile in the app', () => {
  it("is the top bar's Profile page, and the top bar's name follows a Submit", async () => {
    const host = createTestHost();
    const profile = await host.signIn(['ADMIN_REPORT']);
    const authProvider = createAuthProvider({ call: host.call, registry });
    render(
      <MemoryRouter initialEntries={['/dashboard/app']}>
        <AppRoutes
          admin={
            <AdminApp
              dataProvider={createDataProvider(host.call, registry)}
              authProvider={authProvider}
              queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
            />
          }
        />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText(/Fullname/);
    expect(name).toHaveValue(profile.fullname);
    await user.clear(name);
    await user.type(name, 'Ada Okoro');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Updated Sucessfully!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(await within(await screen.findByRole('menu')).findByText('Ada Okoro')).toBeInTheDocument();
  });
});
