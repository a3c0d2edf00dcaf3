import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { HttpError } from 'react-admin';
import { api, type entities } from '../../src/api';
import { PROFILE_KEY, TOKEN_KEY } from '../../src/shell/config';
import { Login, type LoginProps } from '../../src/customPages/Login';
import * as signInCode from '../../src/auth/signInWith';
import { takeFlash } from '../../src/auth/flash';
import type { CallEndpoint } from '../../src/dataProvider/httpClient';
import { RouterLocation } from './routingBridge';

const profile: entities.AdminProfile = {
  id: 1, fullname: 'Ngozi Eze', username: 'ngozi', email: 'n@busads.ng', phone: '0803', address: 'Lagos',
  profilePicture: null, privileges: ['ADMIN_AD'], usertype: 0,
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderLogin(answer: () => Promise<{ data: unknown; token?: string }>, loadSignIn?: LoginProps['loadSignIn']) {
  const call = vi.fn(answer);
  render(
    <MemoryRouter initialEntries={['/login']}>
      <RouterLocation>
        <Routes>
          <Route path="/login" element={<Login call={call as unknown as CallEndpoint} loadSignIn={loadSignIn} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </RouterLocation>
    </MemoryRouter>,
  );
  return { call, user: userEvent.setup() };
}

describe('Login page', () => {
  it('shows the title, greeting and labelled controls, remember me checked', () => {
    renderLogin(async () => ({ data: profile, token: 't' }));
    expect(screen.getByRole('heading', { name: 'Sign in as Admin' })).toBeInTheDocument();
    expect(screen.getByText('Hi, Welcome Back')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('submitting empty shows both required messages and makes no call', async () => {
    const { call, user } = renderLogin(async () => ({ data: profile, token: 't' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('shows a required message when a field is left empty on blur', async () => {
    const { user } = renderLogin(async () => ({ data: profile, token: 't' }));
    await user.click(screen.getByLabelText('Username'));
    await user.tab();
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('the eye button shows and hides the password', async () => {
    const { user } = renderLogin(async () => ({ data: profile, token: 't' }));
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('on success stores the session, hands over the toast and goes to /dashboard/app', async () => {
    const { call, user } = renderLogin(async () => ({ data: profile, token: 'tok-9' }));
    await user.type(screen.getByLabelText('Username'), 'ngozi');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard/app');
    expect(call).toHaveBeenCalledWith(api.session.login, { body: { username: 'ngozi', password: 'pw', remember: false } });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('tok-9');
    expect(sessionStorage.getItem(PROFILE_KEY)).toContain('Ngozi Eze');
    expect(takeFlash()).toEqual({ message: 'busads.login.success', type: 'success' });
  });

  it('on failure shows the server message and stays', async () => {
    const { user } = renderLogin(async () => {
      throw new HttpError('Account is blocked', 401);
    });
    await user.type(screen.getByLabelText('Username'), 'ngozi');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Account is blocked')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("on a failure without a message shows 'Username or Password is incorrect. Please try again.'", async () => {
    const { user } = renderLogin(async () => {
      throw new HttpError('', 401);
    });
    await user.type(screen.getByLabelText('Username'), 'ngozi');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username or Password is incorrect. Please try again.')).toBeInTheDocument();
  });

  it('disables the button while the call is in flight', async () => {
    let release: (v: { data: unknown; token: string }) => void = () => undefined;
    const { user } = renderLogin(() => new Promise((resolve) => (release = resolve)));
    await user.type(screen.getByLabelText('Username'), 'ngozi');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: /Login/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Login/ })).toBeDisabled());
    release({ data: profile, token: 't' });
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard/app');
  });

  it("when the sign-in code cannot be downloaded, says 'Cannot reach the server...', keeps the form, and the next Login tries again", async () => {
    let online = false;
    const load = vi.fn<NonNullable<LoginProps['loadSignIn']>>(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/signInWith-1.js');
      return signInCode;
    });
    const { call, user } = renderLogin(async () => ({ data: profile, token: 'tok-2' }), load);
    await user.type(screen.getByLabelText('Username'), 'ngozi');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Cannot reach the server. Check your connection and try again.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Username')).toHaveValue('ngozi');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    online = true;
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard/app');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('tok-2');
  });

  it('does not download the sign-in code before the form is used', async () => {
    const load = vi.fn<NonNullable<LoginProps['loadSignIn']>>().mockResolvedValue(signInCode);
    const { user } = renderLogin(async () => ({ data: profile, token: 't' }), load);
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(load).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Username'), 'n');
    expect(load).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Password'), 'pw');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
