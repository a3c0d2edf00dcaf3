import { waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import ResourceListPage from '../../src/components/list/ResourceListPage';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';

const vendors = registry.find((d) => d.name === 'vendors')!;

describe('What mounts in a synchronous render renders in a deferred one (issue 17, Total Blocking Time)', () => {
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
