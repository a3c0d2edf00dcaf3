import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import AdminApp from '../../src/shell/AdminApp';
import { AppRoutes } from '../../src/shell/App';
import { createAuthProvider } from '../../src/auth/authProvider';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { registry } from '../../src/resources';
import { BlogPage } from '../../src/templates/BlogPage';
import { ProductsPage } from '../../src/templates/ProductsPage';
import { UserPage } from '../../src/templates/UserPage';
import { renderAdmin } from './renderAdmin';
import { createTestHost } from './testHost';

const articleNames = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('template pages (SPEC.md sections 1 and 2): fake data, no calls', () => {
  it('products: a grid of twelve products in naira, sale and new labels, no call', async () => {
    const { call } = await renderAdmin(<ProductsPage />);
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    const tote = screen.getByRole('article', { name: 'Ankara Tote Bag' });
    expect(tote).toHaveTextContent('₦18,500.00');
    expect(within(tote).getByLabelText('Was ₦24,000.00')).toBeInTheDocument();
    expect(within(tote).getByText('sale')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Adire Silk Scarf' })).getByText('new')).toBeInTheDocument();
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(call.calls).toEqual([]);
  });

  it('products: the sort select reorders the grid', async () => {
    const user = userEvent.setup();
    await renderAdmin(<ProductsPage />);
    expect(articleNames()[0]).toBe('Ankara Tote Bag');
    await user.click(screen.getByRole('combobox', { name: 'Sort By' }));
    await user.click(await screen.findByRole('option', { name: 'Price: Low-High' }));
    await waitFor(() => expect(articleNames()[0]).toBe('Raffia Hand Fan'));
    expect(articleNames().at(-1)).toBe('Agbada Set');
    await user.click(screen.getByRole('combobox', { name: 'Sort By' }));
    await user.click(await screen.findByRole('option', { name: 'Price: High-Low' }));
    await waitFor(() => expect(articleNames()[0]).toBe('Agbada Set'));
    await user.click(screen.getByRole('combobox', { name: 'Sort By' }));
    await user.click(await screen.findByRole('option', { name: 'Name: A-Z' }));
    await waitFor(() =>
      expect(articleNames().slice(0, 3)).toEqual(['Adire Silk Scarf', 'Agbada Set', 'Ankara Tote Bag']),
    );
  });

  it('blog: eight posts with author initials, date and counts; the search filters titles', async () => {
    const user = userEvent.setup();
    const { call } = await renderAdmin(<BlogPage />);
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(8);
    const post = screen.getByRole('article', { name: 'Designing ads that read in three seconds' });
    expect(within(post).getByLabelText('Ngozi Eze')).toHaveTextContent('NE');
    expect(post).toHaveTextContent('20 Feb 2026');
    expect(post).toHaveTextContent('12,775 views');
    expect(post).toHaveTextContent('58 comments');
    await user.type(screen.getByRole('searchbox', { name: 'Search post...' }), 'lagos');
    expect(articleNames()).toEqual(['Ten bus routes across Lagos that reach the most riders']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search post...' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search post...' }), 'zebra');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No posts match "zebra"')).toBeInTheDocument();
    expect(call.calls).toEqual([]);
  });

  it('user: a table of 25 users in pages of 5/10/25', async () => {
    const user = userEvent.setup();
    const { call } = await renderAdmin(<UserPage />);
    expect(await screen.findByRole('heading', { name: 'User' })).toBeInTheDocument();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Company', 'Role', 'Verified', 'Status']);
    expect(bodyRows()).toHaveLength(5);
    expect(bodyRows()[0]).toHaveTextContent(/Adaeze Okafor.*Eko Transit Co.*Hr Manager.*Yes.*Active/);
    expect(screen.getByText('1–5 of 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('6–10 of 25')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('Musa Umeh');
    await user.click(screen.getByRole('combobox', { name: 'Rows per page:' }));
    await user.click(await screen.findByRole('option', { name: '10' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByText('1–10 of 25')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Rows per page:' }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(screen.getAllByText('Banned')).toHaveLength(4);
    expect(call.calls).toEqual([]);
  });

  it('user: the name filter narrows the rows and starts again at the first page', async () => {
    const user = userEvent.setup();
    await renderAdmin(<UserPage />);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search user...' }), 'umeh');
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'KUKelechi Umeh',
      'HUHalima Umeh',
      'MUMusa Umeh',
      'IUIfeanyi Umeh',
      'FUFolake Umeh',
    ]);
    expect(screen.getByText('1–5 of 7')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search user...' }), 'zz');
    expect(screen.getByText('No users match "umehzz"')).toBeInTheDocument();
  });
});

describe('template routes under /dashboard', () => {
  /** The app at `path`, signed in as a new admin holding no privilege. */
  const renderAt = async (path: string) => {
    const { call, signIn } = createTestHost();
    await signIn([]);
    const admin = (
      <AdminApp
        dataProvider={createDataProvider(call, registry)}
        authProvider={createAuthProvider({ call, registry, redirect: vi.fn() })}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      />
    );
    render(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes admin={admin} />
      </MemoryRouter>,
    );
  };

  it.each([
    ['/dashboard/products', 'Products', 'Ankara Tote Bag'],
    ['/dashboard/blog', 'Blog', 'Designing ads that read in three seconds'],
    ['/dashboard/user', 'User', 'Adaeze Okafor'],
  ])(
    '%s renders inside the admin for an admin without privileges, with no menu entry',
    async (path, heading, known) => {
      await renderAt(path);
      expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
      expect(screen.getAllByText(known).length).toBeGreaterThan(0);
      const menu = await screen.findAllByRole('menuitem');
      const hrefs = menu.map((item) => item.getAttribute('href') ?? '');
      expect(hrefs).toContain('/dashboard/app');
      expect(hrefs.filter((href) => /\/(products|blog|user)$/.test(href))).toEqual([]);
      expect(menu.map((item) => item.textContent)).not.toContain(heading);
    },
  );
});
