import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { AppRoutes } from '../../src/shell/App';
import { TOKEN_KEY } from '../../src/config/runtimeConfig';
import { expectConsoleError } from '../setup/consoleGuard';

/** The app's one router on the browser's history (jsdom's), as App renders it: public pages and admin alike. */
const start = (path: string, admin?: React.ReactNode) => {
  window.history.replaceState(null, '', path);
  render(
    <BrowserRouter>
      <AppRoutes admin={admin} />
    </BrowserRouter>,
  );
};
const loginHeading = () => screen.findByRole('heading', { name: 'Sign in as Admin' });

/** Stands in for react-admin: it navigates with the same router, as react-admin's logout does. */
function FakeAdmin() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/login')}>
      Logout
    </button>
  );
}

describe("the app's router (react-router, on the browser's history)", () => {
  it('/ replaces itself with /login', async () => {
    const entries = window.history.length;
    start('/');
    expect(await loginHeading()).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(window.history.length).toBe(entries);
  });

  it('an unknown path goes to /404; Go to Home is a link to / that lands on /login without a reload', async () => {
    start('/no/such/page');
    expect(await screen.findByText('Sorry, page not found!')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/404');
    const home = screen.getByRole('link', { name: 'Go to Home' });
    expect(home).toHaveAttribute('href', '/');
    await userEvent.setup().click(home);
    expect(await loginHeading()).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it("while signed in, 404's Go to Home goes to /dashboard/app", async () => {
    sessionStorage.setItem(TOKEN_KEY, 'tok-1');
    start('/no/such/page', <FakeAdmin />);
    const home = await screen.findByRole('link', { name: 'Go to Home' });
    expect(home).toHaveAttribute('href', '/dashboard/app');
    await userEvent.setup().click(home);
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard/app');
  });

  it('names each public page in the tab title', async () => {
    start('/login');
    await loginHeading();
    expect(document.title).toBe('Login · Bus Ads Admin');
    start('/no/such/page');
    await waitFor(() => expect(document.title).toBe('Page not found · Bus Ads Admin'));
  });

  it('the register link opens /register, and the back button returns to /login', async () => {
    start('/login');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Get started' }));
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/register');
    act(() => window.history.back());
    expect(await loginHeading()).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('a link clicked with a modifier key is left to the browser (new tab or window)', async () => {
    // The browser would open the link in a new tab; jsdom says it cannot.
    expectConsoleError(/Not implemented: navigation to another Document/);
    start('/login');
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Get started' }));
    await user.keyboard('{/Control}');
    expect(window.location.pathname).toBe('/login');
    expect(screen.getByRole('heading', { name: 'Sign in as Admin' })).toBeInTheDocument();
  });

  it.each(['/dashboard', '/dashboard/app', '/Dashboard/vendors/'])(
    '%s without a token goes to /login',
    async (path) => {
      start(path, <FakeAdmin />);
      expect(await loginHeading()).toBeInTheDocument();
      expect(window.location.pathname).toBe('/login');
    },
  );

  it('with a token, /dashboard goes to /dashboard/app and serves the admin part', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'tok-1');
    start('/dashboard/', <FakeAdmin />);
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard/app');
  });

  it("follows the admin part's own navigation, e.g. to /login on logout, and the back button", async () => {
    sessionStorage.setItem(TOKEN_KEY, 'tok-1');
    start('/dashboard/app', <FakeAdmin />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await loginHeading()).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    act(() => window.history.back());
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/app'));
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('patches nothing of the browser: history.pushState and replaceState are its own', () => {
    start('/login');
    expect(window.history.pushState).toBe(History.prototype.pushState);
    expect(window.history.replaceState).toBe(History.prototype.replaceState);
  });
});
