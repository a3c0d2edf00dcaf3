import PeopleIcon from '@mui/icons-material/People';
import { api, entities } from '../../api';
import { defineResource } from '../../registry/defineResource';

const genderKey = (gender: string) => `busads.customers.gender.${gender}`;

/** The age ranges customers answer with (those of the reference server's data). */
export const ageRanges = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'];

/**
 * Customers: SPEC.md section 2 Customers, call of section 7. Pages are appended (Load more) and
 * deduplicated by id (section 4), so a page that shifted on the server does not repeat a row.
 */
export default defineResource({
  name: 'customers',
  menu: { label: 'busads.menu.customers', icon: PeopleIcon },
  record: entities.Customer,
  representation: (c) => c.phone,
  list: {
    endpoint: api.customers.list,
    paging: 'append',
    perPage: 50,
    dedupe: true,
    filters: [
      { source: 'vendorID', label: 'busads.filter.vendor', kind: 'vendor' },
      { source: 'phone', kind: 'text' },
      { source: 'ageRange', kind: 'select', choices: ageRanges.map((r) => ({ id: r, name: r })) },
      {
        source: 'gender',
        kind: 'select',
        choices: ['male', 'female'].map((id) => ({ id, name: genderKey(id) })),
      },
    ],
    columns: [
      { source: 'phone', noWrap: true },
      { source: 'ageRange', noWrap: true },
      { source: 'gender', textKey: (c) => genderKey(c.gender) },
      { source: 'dateCreated', kind: 'date' },
    ],
  },
});
