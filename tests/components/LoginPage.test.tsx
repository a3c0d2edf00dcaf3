import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { HttpError } from 'react-admin';
import { api } from '../../src/api';
import { PROFILE_KEY, TOKEN_KEY } from '../../src/config/runtimeConfig';
import { Login, type LoginProps } from '../../src/customPages/Login';
import * as signInCode from '../../src/auth/signInWith';
import { takeFlash } from '../../src/auth/flash';
import type { CallEndpoint } from '../../src/dataProvider/httpClient';
import { createTestHost, type TestHost } from './testHost';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

interface LoginOptions {
  /** The host whose handlers answer (default: a new one on a copy of the demo data). */
  host?: TestHost;
  /** What the page calls instead of the host's recording client (e.g. one that holds the answer back). */
  call?: CallEndpoint;
  loadSignIn?: LoginProps['loadSignIn'];
}

/** The login page over the server's handlers; `call.calls` records what it sent. */
function renderLogin({ host = createTestHost(), call = host.call, loadSignIn }: LoginOptions = {}) {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<Login call={call} loadSignIn={loadSignIn} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return { call: host.call, host, user: userEvent.setup() };
}

/** The demo admin who signs in with admin/admin. */
const demoAdmin = (host: TestHost) =>
  host.db.selectFrom('admins').selectAll().where('username', '=', 'admin').executeTakeFirstOrThrow();

describe('Login page', () => {
  it('shows the title, greeting and labelled controls, remember me checked', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Sign in as Admin' })).toBeInTheDocument();
    expect(screen.getByText('Hi, Welcome Back')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('submitting empty shows both required messages and makes no call', async () => {
    const { call, user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(call.calls).toEqual([]);
  });

  it('shows a required message when a field is left empty on blur', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByLabelText('Username'));
    await user.tab();
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('the eye button shows and hides the password', async () => {
    const { user } = renderLogin();
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('on success stores the session, hands over the toast and goes to /dashboard/app', async () => {
    const { call, host, user } = renderLogin();
    const admin = await demoAdmin(host);
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard/app');
    expect(call.calls[0]).toEqual({
      endpoint: api.session.login,
      params: {},
      body: { username: 'admin', password: 'admin', remember: false },
    });
    expect(sessionStorage.getItem(PROFILE_KEY)).toContain(admin.fullname);
    expect(takeFlash()).toEqual({ message: 'busads.login.success', type: 'success' });
    // The stored token is the new session's, not remembered: the server answers it as this admin.
    expect(sessionStorage.getItem(TOKEN_KEY)).toEqual(expect.any(String));
    await expect(call(api.admins.me)).resolves.toMatchObject({ data: { id: admin.id } });
    expect(await host.db.selectFrom('sessions').select('remember').where('adminId', '=', admin.id).execute()).toEqual([
      { remember: 0 },
    ]);
  });

  it('on failure shows the server message and stays', async () => {
    // The demo 'viewer' (password 'viewer') is disabled: the server refuses with its own message.
    const host = createTestHost();
    await host.db.updateTable('admins').set({ accessStatus: 0 }).where('username', '=', 'viewer').execute();
    const { user } = renderLogin({ host });
    await user.type(screen.getByLabelText('Username'), 'viewer');
    await user.type(screen.getByLabelText('Password'), 'viewer');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText('This account has been disabled. Please contact an administrator.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("a wrong password shows the server's 'Username or Password is incorrect. Please try again.'", async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username or Password is incorrect. Please try again.')).toBeInTheDocument();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("on a failure without a message shows 'Username or Password is incorrect. Please try again.'", async () => {
    // A backend other than ours (SPEC.md section 8) may refuse without a message: our server always sends one.
    const silent = (async () => {
      throw new HttpError('', 401);
    }) as unknown as CallEndpoint;
    const { user } = renderLogin({ call: silent });
    await user.type(screen.getByLabelText('Username'), 'ngozi');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username or Password is incorrect. Please try again.')).toBeInTheDocument();
  });

  it('disables the button while the call is in flight', async () => {
    // The server's answer is held back until the test releases it.
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const host = createTestHost();
    const held = (async (...args: Parameters<CallEndpoint>) => {
      await answered;
      return host.call(...args);
    }) as CallEndpoint;
    const { user } = renderLogin({ host, call: held });
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin');
    await user.click(screen.getByRole('button', { name: /Login/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Login/ })).toBeDisabled());
    release();
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard/app');
  });

  it("when the sign-in code cannot be downloaded, says 'Cannot reach the server...', keeps the form, and the next Login tries again", async () => {
    let online = false;
    const load = vi.fn<NonNullable<LoginProps['loadSignIn']>>(async () => {
      if (!online)
        throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/signInWith-1.js');
      return signInCode;
    });
    const { call, user } = renderLogin({ loadSignIn: load });
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText('Cannot reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(call.calls).toEqual([]);
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    online = true;
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard/app');
    expect(call.calls.filter((c) => c.endpoint === api.session.login)).toHaveLength(1);
    expect(sessionStorage.getItem(TOKEN_KEY)).toEqual(expect.any(String));
  });

  it('does not download the sign-in code before the form is used', async () => {
    const load = vi.fn<NonNullable<LoginProps['loadSignIn']>>().mockResolvedValue(signInCode);
    const { user } = renderLogin({ loadSignIn: load });
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(load).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Username'), 'n');
    expect(load).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Password'), 'pw');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
