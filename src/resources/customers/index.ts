import PeopleIcon from '@mui/icons-material/People';
import { createElement } from 'react';
import { api, entities } from '../../api';
import type { Customer } from '../../api/entities';
import { defineResource } from '../../registry/defineResource';
import { GenderName } from './GenderName';

const f = (key: string) => `resources.customers.fields.${key}`;
const id = (v: unknown) => (typeof v === 'number' ? v : undefined);
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** The age ranges customers answer with (those of the reference server's data). */
export const ageRanges = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'];

/**
 * Customers: SPEC.md section 2 Customers, call of section 7. Pages are appended (Load more) and
 * deduplicated by id (section 4), so a page that shifted on the server does not repeat a row.
 */
export default defineResource<Customer>({
  name: 'customers',
  module: 'ADMIN_CUSTOMER',
  menu: { label: 'busads.menu.customers', icon: PeopleIcon },
  record: entities.Customer,
  representation: (c) => c.phone,
  list: {
    endpoint: api.customers.list,
    paging: 'append',
    perPage: 50,
    dedupe: true,
    params: ({ page, perPage, filter }) => ({
      page,
      limit: perPage,
      id: id(filter.id),
      vendorID: id(filter.vendorID),
      phone: text(filter.phone),
      ageRange: text(filter.ageRange),
      gender: filter.gender === 'male' || filter.gender === 'female' ? filter.gender : undefined,
    }),
    filters: [
      { source: 'vendorID', label: 'busads.filter.vendor', kind: 'vendor' },
      { source: 'phone', label: f('phone'), kind: 'text' },
      { source: 'ageRange', label: f('ageRange'), kind: 'select', choices: ageRanges.map((r) => ({ id: r, name: r })) },
      {
        source: 'gender',
        label: f('gender'),
        kind: 'select',
        choices: [{ id: 'male', name: 'busads.customers.gender.male' }, { id: 'female', name: 'busads.customers.gender.female' }],
      },
    ],
    columns: [
      { source: 'phone', label: f('phone'), noWrap: true },
      { source: 'ageRange', label: f('ageRange'), noWrap: true },
      { source: 'gender', label: f('gender'), value: (c) => createElement(GenderName, { gender: c.gender }),
        exportText: (c, { translate }) => translate(`busads.customers.gender.${c.gender}`),
      },
      { source: 'dateCreated', label: f('dateCreated'), kind: 'date' },
    ],
  },
});
