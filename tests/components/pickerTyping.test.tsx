import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import { ResourceList } from '../../src/components/list/ResourceList';
import { registry } from '../../src/resources';
import { renderAdmin } from './renderAdmin';
import { bodyRows } from './tableHelpers';

const history = registry.find((d) => d.name === 'device-history')!;

describe('a picker (ReferencePicker)', () => {
  it('keeps what the operator typed once the search has answered', async () => {
    const { call } = await renderAdmin(<ResourceList decl={history} />, { resource: 'device-history' });
    await waitFor(() => expect(bodyRows()).not.toHaveLength(0));
    const user = userEvent.setup();
    const serial = within(screen.getByRole('region', { name: 'Filter' })).getByLabelText('Serial Number');
    await user.click(serial);
    await user.type(serial, 'BAS');
    await waitFor(() =>
      expect(call.calls.some((c) => c.endpoint === api.devices.list && c.params.serial === 'BAS')).toBe(true),
    );
    // The answer's options are on screen, and the box still holds the search that found them.
    expect((await screen.findAllByRole('option')).length).toBeGreaterThan(0);
    expect(serial).toHaveValue('BAS');
    await user.type(serial, '-');
    expect(serial).toHaveValue('BAS-');
  });
});
