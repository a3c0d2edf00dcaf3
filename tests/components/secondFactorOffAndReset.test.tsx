import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, TOTP_PERIOD, totpCodeAt } from '../../server/domain/totp';
import { nowUnix } from '../../server/domain/clock';
import { api, entities, PRIVILEGE_NAMES } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { registry } from '../../src/resources';
import AdminProfilePage from '../../src/resources/admins/AdminProfilePage';
import { expectConsoleError } from '../setup/consoleGuard';
import { renderAdmin } from './renderAdmin';
import { openAction } from './tableHelpers';
import { createTestHost, type TestHost } from './testHost';

/** Two-step verification (issue 30) turned off from the profile, and reset by an Admins holder from the table. */

const admins = registry.find((d) => d.name === 'admin')!;

/** Turns the second factor on for an admin, as a confirmed enrolment leaves it: answers its secret. */
async function withSecondFactor(host: TestHost, adminId: number) {
  const secret = newTotpSecret();
  await host.db
    .insertInto('adminSecondFactors')
    .values({ adminId, secret, enabled: 1, createdAt: nowUnix() })
    .execute();
  return secret;
}

/** A six-digit code that none of the steps the server accepts (one either side of now) answers. */
function wrongCode(secret: string) {
  const accepted = [-1, 0, 1].map((s) => totpCodeAt(secret, nowUnix() + s * TOTP_PERIOD));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!accepted.includes(code)) return code;
  }
}

const adminNamed = (host: TestHost, username: string) =>
  host.db.selectFrom('admins').select(['id', 'fullname']).where('username', '=', username).executeTakeFirstOrThrow();

/** The profile page of a new admin whose second factor is on (turned on while the card's first status waits). */
async function renderProfileWithSecondFactor() {
  const host = createTestHost();
  const view = await renderAdmin(<AdminProfilePage decl={admins} />, {
    resource: 'admin',
    host,
    privileges: ['ADMIN_REPORT'],
    withAuth: true,
    hold: [api.secondFactor.status],
  });
  const secret = await withSecondFactor(host, view.profile!.id);
  view.release();
  expect(await screen.findByText(/^On: sign-in asks for a code/)).toBeInTheDocument();
  return { ...view, secret, user: userEvent.setup() };
}

const factorsOf = (host: TestHost, adminId: number) =>
  host.db.selectFrom('adminSecondFactors').select('adminId').where('adminId', '=', adminId).execute();

describe('second factor: turning it off, and the reset', () => {
  it('turns it off from the profile: a wrong code is refused with its message, the right one turns it off', async () => {
    // react-admin's data provider logs the refusal it hands to the card.
    expectConsoleError(/The code is wrong or was used already/);
    const { host, profile, secret, user } = await renderProfileWithSecondFactor();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const form = screen.getByRole('form', { name: 'Turn off two-step verification' });
    expect(within(form).getByText('Enter a current code (or a recovery code), or your password.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Code'), wrongCode(secret));
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('The code is wrong or was used already. Please try again.')).toBeInTheDocument();
    expect(await factorsOf(host, profile!.id)).toHaveLength(1);
    expect(screen.getByText(/^On: sign-in asks for a code/)).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Code'));
    await user.type(within(form).getByLabelText('Code'), totpCodeAt(secret, nowUnix()));
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-step verification is off')).toBeInTheDocument();
    expect(await screen.findByText('Off: sign-in asks for your password only.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Turn off two-step verification' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up two-step verification' })).toBeInTheDocument();
    expect(await factorsOf(host, profile!.id)).toEqual([]);
  });

  it('turns it off with the password instead of a code, after refusing a wrong one', async () => {
    expectConsoleError(/Password is incorrect/);
    const { host, profile, user } = await renderProfileWithSecondFactor();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const form = screen.getByRole('form', { name: 'Turn off two-step verification' });
    await user.type(within(form).getByLabelText('Password'), 'not-the-password');
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Password is incorrect.')).toBeInTheDocument();
    expect(await factorsOf(host, profile!.id)).toHaveLength(1);

    await user.clear(within(form).getByLabelText('Password'));
    await user.type(within(form).getByLabelText('Password'), 'tester-password');
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Off: sign-in asks for your password only.')).toBeInTheDocument();
    expect(await factorsOf(host, profile!.id)).toEqual([]);
  });

  it('lets an Admins holder reset the second factor of another admin, who then signs in with the password alone', async () => {
    const host = createTestHost();
    const viewer = await adminNamed(host, 'viewer');
    await withSecondFactor(host, viewer.id);
    const signInAsViewer = () =>
      host.call(api.session.login, { body: { username: 'viewer', password: 'viewer', remember: false } });
    expect(entities.isLoginChallenge((await signInAsViewer()).data)).toBe(true);

    const { call } = await renderAdmin(<ResourceList decl={admins} />, {
      resource: 'admin',
      host,
      privileges: ['ADMIN_ADMIN'],
      withAuth: true,
    });
    const user = await openAction(viewer.fullname, 'Reset Two-Step');
    const dialog = await screen.findByRole('dialog', { name: `Reset Two-Step: ${viewer.fullname}` });
    expect(within(dialog).getByText(/^Reset the two-step verification of this admin\?/)).toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.secondFactor.reset)).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Two-step verification reset')).toBeInTheDocument();
    expect(call.calls.filter((c) => c.endpoint === api.secondFactor.reset).map((c) => c.params.id)).toEqual([
      viewer.id,
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const answer = await signInAsViewer();
    expect(entities.isLoginChallenge(answer.data)).toBe(false);
    expect(answer).toMatchObject({ data: { username: 'viewer' }, token: expect.any(String) });
  });

  it('does not offer Reset Two-Step to an admin without the Admins privilege', async () => {
    const { call, host } = await renderAdmin(<AdminProfilePage decl={admins} />, {
      resource: 'admin',
      privileges: PRIVILEGE_NAMES.filter((p) => p !== 'ADMIN_ADMIN'),
      withAuth: true,
    });
    expect(await screen.findByText('Off: sign-in asks for your password only.')).toBeInTheDocument();
    await waitFor(() => expect(call.calls.some((c) => c.endpoint === api.secondFactor.status)).toBe(true));
    expect(screen.queryByText('Reset Two-Step')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for / })).not.toBeInTheDocument();
    expect(call.calls.some((c) => c.endpoint === api.admins.list)).toBe(false);
    // Nor would the server do it for them.
    const viewer = await adminNamed(host, 'viewer');
    await expect(call(api.secondFactor.reset, { params: { id: viewer.id } })).rejects.toMatchObject({ status: 403 });
  });
});
