import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App, AppRoutes } from '../../src/shell/App';
import { TOKEN_KEY } from '../../src/config/runtimeConfig';
import { expectConsoleError } from '../setup/consoleGuard';

// The admin part as its own module, as in the build: here a stand-in that counts its renders.
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/shell/AdminApp', () => ({
  default: () => {
    renders.count += 1;
    return <p>The admin</p>;
  },
  warmUp: () => undefined,
}));

/** Runs `wait` as Testing Library's waitFor does: React's updates in it are not act()'s to wrap. */
async function outsideAct(wait: () => Promise<void>) {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await wait();
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

/** A navigation the way react-router's browser history hears one (the admin's own go through the same router). */
const go = (path: string) =>
  act(() => {
    window.history.pushState({ idx: 0 }, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

describe('the admin part in the app (issue 17)', () => {
  afterEach(() => sessionStorage.clear());

  it('shows the admin part as soon as its code is here: React does not hold it back behind the spinner', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'a-token');
    // Its code is here: the admin's module and react-query's (the page's query client), the ones the app asks for.
    await import('../../src/shell/AdminApp');
    await import('../../src/dataProvider/queryClient');
    render(
      <MemoryRouter initialEntries={['/dashboard/app']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    // Through React.lazy and Suspense, React reveals it at least 300 ms after the spinner was shown: on a timer. The
    // admin must be on screen after the promise callbacks and React's own scheduled work alone, a few turns of the
    // event loop, whatever the time they take (a machine so slow that 300 ms pass within them could let a held-back
    // reveal through; it cannot fail a prompt one).
    await outsideAct(async () => {
      for (let turn = 0; turn < 100 && !screen.queryByText('The admin'); turn++)
        await new Promise((resolve) => setImmediate(resolve));
    });
    expect(screen.getByText('The admin')).toBeInTheDocument();
  });

  it('is not rendered again by a navigation inside it (one router: only what the navigation changes renders)', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'a-token');
    window.history.replaceState(null, '', '/dashboard/app');
    render(<App />);
    await screen.findByText('The admin');
    const before = renders.count;
    go('/dashboard/vendors');
    go('/dashboard/ads');
    expect(renders.count).toBe(before);
    // Leaving the admin part: a logout's way to /login.
    sessionStorage.clear();
    go('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in as Admin' })).toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });

  it("shows the error page with Retry, not a spinner for ever, when the admin part's code fails to load", async () => {
    sessionStorage.setItem(TOKEN_KEY, 'a-token');
    // React reports an error caught by a boundary.
    expectConsoleError('error when mocking a module');
    vi.resetModules();
    vi.doMock('../../src/shell/AdminApp', () => {
      throw new Error('Failed to fetch dynamically imported module: /assets/AdminApp.js');
    });
    // Fresh modules: App.tsx keeps the admin's module once loaded.
    const { AppRoutes: FreshRoutes } = await import('../../src/shell/App');
    const { MemoryRouter: FreshRouter } = await import('react-router-dom');
    render(
      <FreshRouter initialEntries={['/dashboard/app']}>
        <FreshRoutes />
      </FreshRouter>,
    );
    // Vitest wraps the import's failure in its own error, so the page says what it says of any failure.
    expect(await screen.findByText('Something went wrong while showing this page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
