import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Profiler } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ResourceListPage from '../../src/components/list/ResourceListPage';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { registry } from '../../src/resources';
import { Layout } from '../../src/shell/layout/Layout';
import { renderAdmin } from './renderAdmin';
import { createTestHost } from './testHost';

const vendors = registry.find((d) => d.name === 'vendors')!;

/** Renders `ui` in react-admin's context, recording at each commit what `look` sees. */
function renderRecording<T>(ui: React.ReactNode, look: () => T): T[] {
  const commits: T[] = [];
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={createDataProvider(createTestHost().call, registry)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <Profiler id="recorded" onRender={() => commits.push(look())}>
          {ui}
        </Profiler>
      </AdminContext>
    </MemoryRouter>,
  );
  return commits;
}

describe('What mounts in a synchronous render renders in a deferred one (issue 17, Total Blocking Time)', () => {
  it("the admin's frame: the render that mounts the layout shows react-admin's loading page (blank for its first second), the frame follows", async () => {
    const commits = renderRecording(
      <Layout>
        <p>The page</p>
      </Layout>,
      () => document.querySelector('.RaLayout-appFrame') !== null,
    );
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(commits[0]).toBe(false);
    expect(commits.at(-1)).toBe(true);
  });

  it("a list route: the render that mounts it (after the access check's answer) holds no list, the list follows", async () => {
    const commits: boolean[] = [];
    await renderAdmin(
      <Profiler id="list" onRender={() => commits.push(document.querySelector('.RaList-main') !== null)}>
        <ResourceListPage decl={vendors} />
      </Profiler>,
      { resource: 'vendors' },
    );
    await waitFor(() => expect(document.querySelector('.RaList-main')).not.toBeNull());
    expect(commits[0]).toBe(false);
    expect(commits.at(-1)).toBe(true);
  });
});
