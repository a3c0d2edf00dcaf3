import { render } from '@testing-library/react';
import { AdminContext, memoryStore, usePermissions } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider, knownPermissions } from '../../src/auth/authProvider';
import { createQueryClient } from '../../src/dataProvider/queryClient';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { registry } from '../../src/resources';
import { createTestHost } from './testHost';

describe("react-admin's permissions at the admin's start (issue 17)", () => {
  it('are the privileges cached at login from the first render, without asking the auth provider', async () => {
    const host = createTestHost();
    const profile = await host.signIn();
    const getPermissions = vi.fn(async () => ['asked']);
    const authProvider = { ...createAuthProvider({ call: host.call, registry }), getPermissions };
    const seen: { permissions: unknown; isPending: boolean }[] = [];
    function Probe() {
      const { permissions, isPending } = usePermissions();
      seen.push({ permissions, isPending });
      return null;
    }
    render(
      <AdminContext
        authProvider={authProvider}
        queryClient={knownPermissions(createQueryClient())}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Probe />
      </AdminContext>,
    );
    expect(profile.privileges.length).toBeGreaterThan(0);
    expect(seen[0]).toEqual({ permissions: profile.privileges, isPending: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getPermissions).not.toHaveBeenCalled();
    expect(seen.at(-1)).toEqual({ permissions: profile.privileges, isPending: false });
  });
});
