import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '../../src/shell/App';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Where />
    </MemoryRouter>,
  );

describe('routing (SPEC.md section 2)', () => {
  it('/ redirects to /login', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Sign in as Admin' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
  });

  it('an unknown path redirects to /404, which offers a way home', async () => {
    const user = userEvent.setup();
    renderAt('/no/such/page');
    expect(await screen.findByText('Sorry, page not found!')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/404');
    await user.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(await screen.findByRole('heading', { name: 'Sign in as Admin' })).toBeInTheDocument();
  });

  it.each(['/dashboard', '/dashboard/app', '/dashboard/vendors'])(
    '%s without a token redirects to /login',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Sign in as Admin' })).toBeInTheDocument();
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/);
    },
  );

  it('/register validates and makes no call', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderAt('/register');
    // The register page is its own chunk (it validates with zod): it shows once its code is loaded.
    await user.type(await screen.findByLabelText('First name'), 'A');
    await user.type(screen.getByLabelText('Last name'), 'B'.repeat(51));
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Too Short!')).toBeInTheDocument();
    expect(screen.getByText('Too Long!')).toBeInTheDocument();
    expect(screen.getByText('Email must be a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/register');
    for (const label of ['First name', 'Last name', 'Email address']) await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Obi');
    await user.type(screen.getByLabelText('Email address'), 'ada@busads.ng');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/Accounts are created by an administrator/)).toBeInTheDocument();
    expect(screen.queryByText('Too Short!')).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
