import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterForm } from '../../src/components/form/FilterForm';
import type { FieldDecl, Values } from '../../src/registry/types';
import { renderAdmin } from './renderAdmin';

const fields: FieldDecl[] = [
  { source: 'busID', label: 'Bus ID', kind: 'text' },
  { source: 'phone', label: 'Phone', kind: 'text' },
];
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** A filter in force held by the page, as a list holds its own: Filter and Reset change it. */
function Page({ initial, onApply }: { initial: Values; onApply?: (v: Values) => void }) {
  const [filter, setFilter] = useState<Values>(initial);
  return (
    <>
      <FilterForm
        fields={fields}
        defaults={{ busID: filter.busID ?? null, phone: filter.phone ?? null }}
        resetTo={{ busID: 'LAG-001', phone: null }}
        onApply={(v) => {
          onApply?.(v);
          setFilter(v);
        }}
        onReset={() => setFilter({ busID: 'LAG-001' })}
      />
      {/* Something else moves the filter in force, as Back or a pasted link does. */}
      <button type="button" onClick={() => setFilter({ phone: '0803' })}>
        elsewhere
      </button>
    </>
  );
}

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

describe('Filter form', () => {
  it('follows the filter in force when it changes elsewhere, and Reset puts the defaults back at once', async () => {
    const onApply = vi.fn();
    await renderAdmin(<Page initial={{ busID: 'LAG-001' }} onApply={onApply} />);
    const user = userEvent.setup();
    expect(input('Bus ID').value).toBe('LAG-001');

    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    await waitFor(() => expect(input('Phone').value).toBe('0803'));
    expect(input('Bus ID').value).toBe('');

    await user.type(input('Bus ID'), 'ABJ-9');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input('Bus ID').value).toBe('LAG-001');
    expect(input('Phone').value).toBe('');

    // Filter sends only the fields with a value.
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ busID: 'LAG-001' }));
  });

  it('on a phone, folds behind a Filters button that counts the filters in force', async () => {
    window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: query.includes('599.95px') });
    await renderAdmin(<Page initial={{ busID: 'LAG-001', phone: '0803' }} />);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Filter' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('button', { name: 'Filter' })).toBeVisible();
  });

  it('on a phone, builds the folded form when first unfolded, and keeps what was typed when folded again', async () => {
    window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: query.includes('599.95px') });
    await renderAdmin(<Page initial={{ busID: 'LAG-001' }} />);
    const user = userEvent.setup();
    // Nothing of the form is in the page yet (its pickers would load their choices): only the button.
    expect(document.querySelector('input[name="busID"]')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Filters (1)' });
    await user.click(toggle);
    expect(input('Bus ID').value).toBe('LAG-001');
    await user.type(input('Phone'), '0803');
    await user.click(toggle);
    await user.click(toggle);
    expect(input('Phone').value).toBe('0803');
  });
});
