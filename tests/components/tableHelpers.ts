import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The rows of the list table, without its header. */
// hidden: true spares Testing Library's visibility check of every row (a computed style per row and ancestor).
export const bodyRows = () => screen.getAllByRole('row', { hidden: true }).slice(1);

/** Opens the row menu of the (first) record named `rowName` and picks `action`. */
export async function openAction(rowName: string, action: string) {
  const user = userEvent.setup();
  const [first] = await screen.findAllByRole('button', { name: `Actions for ${rowName}` });
  await user.click(first);
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return user;
}
