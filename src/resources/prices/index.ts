import PriceIcon from '@mui/icons-material/LocalOffer';
import { createElement } from 'react';
import { api, entities } from '../../api';
import type { Constants } from '../../api/entities';
import { defineResource } from '../../registry/defineResource';
import { activeFilter } from '../../registry/fields';
import { dayEnd, dayStart } from '../../registry/params';
import { idOf } from '../../registry/values';
import { PriceTypeName, priceTypeName } from './PriceTypeName';

const t = (key: string) => `busads.price.${key}`;

/** Ad prices (deprecated, replaced by price plans): SPEC.md section 2 Price Mgmt, calls of section 7 Prices. */
export default defineResource({
  name: 'price',
  menu: { label: 'busads.menu.price', icon: PriceIcon },
  record: entities.Price,
  // What the search box matches: the vendor and the event.
  representation: (p) => `#${p.id} ${p.vendor?.fullname ?? 'All vendors'} ${p.eventType}`,
  list: {
    endpoint: api.prices.list,
    paging: 'client',
    perPage: 10,
    search: 'q',
    sort: { field: 'id', order: 'DESC' },
    params: { from: dayStart, to: dayEnd },
    filters: [
      { source: 'vendorID', label: 'busads.filter.vendor', kind: 'vendor' },
      activeFilter('status', 'resources.price.fields.active'),
      { source: 'from', label: 'busads.filter.dateFrom', kind: 'date' },
      { source: 'to', label: 'busads.filter.dateTo', kind: 'date' },
    ],
    columns: [
      { source: 'id' },
      { source: 'vendor.fullname', label: 'resources.price.fields.vendor', fallback: t('allVendors'), rank: 1 },
      { source: 'price', kind: 'money', rank: 2 },
      {
        source: 'eventType',
        rank: 3,
        value: (p) => createElement(PriceTypeName, { typeKey: p.eventType }),
        exportText: (p, { loaded }) => priceTypeName(loaded<Constants>('constants', 'constants'), p.eventType),
        sortable: true,
      },
      { source: 'active', kind: 'activeStatus' },
      { source: 'dateCreated', kind: 'date' },
    ],
  },
  create: {
    label: t('action.create'),
    title: t('dialog.create'),
    endpoint: api.prices.create,
    fields: [
      { source: 'price', label: t('form.price'), kind: 'money', required: t('validation.price') },
      { source: 'vendorID', label: t('form.vendor'), kind: 'vendor' },
      // The contract needs an event (SPEC.md section 5 calls it optional): the form asks for one.
      {
        source: 'eventType',
        label: t('form.eventType'),
        kind: 'select',
        choicesFrom: { singleton: 'constants', path: 'priceTypes', value: 'key', text: 'name' },
        required: t('validation.eventType'),
      },
    ],
    body: (v) => ({ price: Number(v.price), vendorID: idOf(v.vendorID) ?? null, eventType: String(v.eventType) }),
    success: 'busads.toast.created',
  },
  actions: [
    {
      name: 'disable',
      label: t('action.disable'),
      endpoint: api.prices.disable,
      confirm: t('confirm.disable'),
      success: 'busads.toast.disabled',
      // Section 4: a price goes from active to disabled only; no re-enable.
      visible: (p) => p.active === 1,
    },
  ],
});
