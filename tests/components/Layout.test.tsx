import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { createAuthProvider } from '../../src/auth/authProvider';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { registry } from '../../src/resources';
import AdminApp from '../../src/shell/AdminApp';
import { AppRoutes } from '../../src/shell/App';
import { Layout } from '../../src/shell/layout/Layout';
import { ScreenTitle } from '../../src/components/ScreenTitle';
import { expectConsoleError } from '../setup/consoleGuard';
import { createTestHost } from './testHost';

/** A page that fails to render at /broken. */
function Page() {
  const { pathname } = useLocation();
  if (pathname === '/broken') throw new Error('The page broke');
  return (
    <>
      <ScreenTitle title={`Title of ${pathname}`} />
      <p>The page at {pathname}</p>
    </>
  );
}

function GoElsewhere() {
  const navigate = useNavigate();
  return <button onClick={() => navigate('/elsewhere')}>Go elsewhere</button>;
}

function renderLayout(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={createDataProvider(createTestHost().call, registry)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <GoElsewhere />
        <Layout>
          <Page />
        </Layout>
      </AdminContext>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe("the admin layout (react-admin's, written out)", () => {
  it('renders the page inside the frame, its title in the app bar and the tab, with the skip link', async () => {
    renderLayout('/fine');
    expect(await screen.findByText('The page at /fine')).toBeInTheDocument();
    const content = document.getElementById('main-content');
    expect(content).toHaveClass('RaLayout-content');
    expect(content).toContainElement(screen.getByText('The page at /fine'));
    expect(content?.closest('main')).toHaveClass('RaLayout-contentWithSidebar');
    // ScreenTitle puts the page's title in the app bar, as react-admin's <Title> does; the tab follows it.
    expect(document.getElementById('react-admin-title')).toHaveTextContent('Title of /fine');
    await waitFor(() => expect(document.title).toMatch(/^Title of \/fine/));
    expect(screen.getByRole('button', { name: 'Skip to content' })).toBeInTheDocument();
  });

  it("a page that fails to render shows the app's page error, which clears on going elsewhere", async () => {
    expectConsoleError(/The page broke/);
    const user = renderLayout('/broken');
    expect(await screen.findByText('Something went wrong while showing this page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go elsewhere' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    expect(await screen.findByText('The page at /elsewhere')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong while showing this page.')).not.toBeInTheDocument();
  });
});

describe("react-admin's own error pages, loaded when shown", () => {
  it("/dashboard/authentication-error shows react-admin's authentication error page", async () => {
    const host = createTestHost();
    await host.signIn(['ADMIN_REPORT']);
    render(
      <MemoryRouter initialEntries={['/dashboard/authentication-error']}>
        <AppRoutes
          admin={
            <AdminApp
              dataProvider={createDataProvider(host.call, registry)}
              authProvider={createAuthProvider({ call: host.call, registry, redirect: () => undefined })}
              queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
            />
          }
        />
      </MemoryRouter>,
    );
    expect(
      await screen.findByText('The authentication server returned an error and your credentials could not be checked.'),
    ).toBeInTheDocument();
  });
});
