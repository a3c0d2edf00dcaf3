import { Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import { getToken } from '../../src/auth/session';
import admins from '../../src/resources/admins';
import AdminProfilePage from '../../src/resources/admins/AdminProfilePage';
import { AccountMenu } from '../../src/shell/layout/AccountMenu';
import { hashToken } from '../../server/services/sessions';
import { expectConsoleError } from '../setup/consoleGuard';
import type { TestHost } from './testHost';
import { renderAdmin } from './renderAdmin';

/** The sessions the host still holds for the admin `id`, and whether the one of `token` is among them. */
async function sessionsOf(host: TestHost, id: number, token: string) {
  const rows = await host.db.selectFrom('sessions').select('tokenHash').where('adminId', '=', id).execute();
  const tokenHash = await hashToken(token);
  return { count: rows.length, holdsToken: rows.some((r) => r.tokenHash === tokenHash) };
}

describe('sessions that end (issue 30)', () => {
  it("the top bar's Logout ends the session on the server with the token still held, then forgets it", async () => {
    const { host, call, profile } = await renderAdmin(<AccountMenu />, { withAuth: true });
    const token = getToken()!;
    expect(await sessionsOf(host, profile!.id, token)).toMatchObject({ holdsToken: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Account/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(getToken()).toBeNull());
    expect(call.calls.filter((c) => c.endpoint === api.session.logout)).toHaveLength(1);
    // Only the session of the token the call carried ends: the call was made before the token was forgotten.
    expect(await sessionsOf(host, profile!.id, token)).toMatchObject({ holdsToken: false });
  });

  it("the profile's 'Log out everywhere' asks first, then ends every session of the admin and signs out", async () => {
    // Routed as in the app, so signing out takes the page away (its reads stop) and lands on the login route.
    const page = (
      <Routes>
        <Route path="/login" element={<p>Login page</p>} />
        <Route path="*" element={<AdminProfilePage decl={admins} />} />
      </Routes>
    );
    const { host, call, profile } = await renderAdmin(page, {
      resource: 'admin',
      privileges: ['ADMIN_REPORT'],
      withAuth: true,
    });
    // A read the page began just before the sign-out may still be answered 'Expired session' (react-admin logs it).
    expectConsoleError(/Expired session/);
    const token = getToken()!;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(call.calls.some((c) => c.endpoint === api.session.logoutEverywhere)).toBe(false);
    expect((await sessionsOf(host, profile!.id, token)).count).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    const again = await screen.findByRole('dialog', { name: 'Log out everywhere?' });
    await user.click(within(again).getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(getToken()).toBeNull());
    expect(call.calls.filter((c) => c.endpoint === api.session.logoutEverywhere)).toHaveLength(1);
    expect(call.calls.some((c) => c.endpoint === api.session.logout)).toBe(false);
    expect((await sessionsOf(host, profile!.id, token)).count).toBe(0);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });
});
