import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { newTotpSecret, totpCodeAt } from '../../server/domain/totp';
import { nowUnix } from '../../server/domain/clock';
import { Login } from '../../src/customPages/Login';
import { registry } from '../../src/resources';
import AdminProfilePage from '../../src/resources/admins/AdminProfilePage';
import { renderAdmin } from './renderAdmin';
import { createTestHost } from './testHost';

const admins = registry.find((d) => d.name === 'admin')!;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('second factor', () => {
  it('asks an admin with a second factor for the code after the password, and signs in with it', async () => {
    const host = createTestHost();
    const admin = await host.db
      .selectFrom('admins')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const secret = newTotpSecret();
    await host.db
      .insertInto('adminSecondFactors')
      .values({ adminId: admin.id, secret, enabled: 1, createdAt: nowUnix() })
      .execute();
    render(
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<Login call={host.call} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const step = await screen.findByRole('form', { name: 'Two-step verification' });
    expect(within(step).getByText(/6-digit code from your authenticator app/)).toBeInTheDocument();
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(await within(step).findByText('Code is required')).toBeInTheDocument();
    await user.type(within(step).getByLabelText('Code'), totpCodeAt(secret, nowUnix()));
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard/app');
  });

  it('enrols from the profile: QR code and key, a first code, then the ten recovery codes once', async () => {
    await renderAdmin(<AdminProfilePage decl={admins} />, { resource: 'admin', withAuth: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up two-step verification' }));
    // The QR code's place is held until its drawing comes: wait for the drawing itself, not the placeholder
    // (which the drawing replaces, at whatever moment the QR library's import answers).
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'QR code of the key for your authenticator app' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/svg\+xml,/),
      ),
    );
    const secret = (await screen.findByTestId('totp-secret')).textContent!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await user.type(screen.getByLabelText('Code'), totpCodeAt(secret, nowUnix()));
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Your recovery codes' })).not.toBeInTheDocument());
    expect(await screen.findByText(/^On: sign-in asks for a code/)).toHaveTextContent('10 recovery codes left');
  });
});
