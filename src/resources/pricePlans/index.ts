import PlanIcon from '@mui/icons-material/RequestQuote';
import { api, entities } from '../../api';
import { defineResource } from '../../registry/defineResource';
import type { FieldInput, Values } from '../../registry/types';
import { idOf } from '../../registry/values';

const t = (key: string) => `busads.pplan.${key}`;

/** Section 5: the three prices, each 'Required'. */
const priceFields = (['onViewPrice', 'onClickPrice', 'onConversionPrice'] as const).map(
  (source): FieldInput<typeof source> => ({
    source,
    label: t(`form.${source}`),
    kind: 'money',
    required: t('validation.required'),
  }),
);
const prices = (v: Values) => ({
  onViewPrice: Number(v.onViewPrice),
  onClickPrice: Number(v.onClickPrice),
  onConversionPrice: Number(v.onConversionPrice),
});

/** Price plans: SPEC.md section 2 Price Plan, calls of section 7 Price plans, debounce of section 9. */
export default defineResource({
  name: 'pplan',
  menu: { label: 'busads.menu.pplan', icon: PlanIcon },
  record: entities.PricePlan,
  representation: (p) => p.name,
  list: {
    endpoint: api.pricePlans.list,
    paging: 'client',
    perPage: 10,
    search: 'q',
    sort: { field: 'dateCreated', order: 'DESC' },
    columns: [
      { source: 'name', rank: 1 },
      { source: 'onViewPrice', kind: 'money' },
      { source: 'onClickPrice', kind: 'money' },
      { source: 'onConversionPrice', kind: 'money' },
      { source: 'accessStatus', kind: 'activeStatus', rank: 3 },
      { source: 'vendor.fullname', label: 'resources.pplan.fields.vendor', fallback: t('allVendors'), rank: 2 },
      { source: 'dateCreated', kind: 'date' },
    ],
  },
  create: {
    label: t('action.create'),
    title: t('dialog.create'),
    endpoint: api.pricePlans.create,
    fields: [
      { source: 'name', label: t('form.name'), kind: 'text', required: t('validation.required') },
      ...priceFields,
      // The picked vendor's name travels as vendorLabel ('All' when none is picked).
      { source: 'vendorID', label: t('form.vendor'), kind: 'vendor', debounce: 700, textInto: 'vendorLabel' },
    ],
    body: (v) => ({
      name: String(v.name),
      vendorID: idOf(v.vendorID) ?? null,
      ...prices(v),
      vendorLabel: idOf(v.vendorID) !== undefined && typeof v.vendorLabel === 'string' ? v.vendorLabel : 'All',
    }),
    success: 'busads.toast.created',
  },
  actions: [
    {
      name: 'update',
      label: t('action.update'),
      endpoint: api.pricePlans.update,
      form: {
        title: t('dialog.update'),
        fields: priceFields,
        initialValues: (p) => ({
          onViewPrice: p.onViewPrice,
          onClickPrice: p.onClickPrice,
          onConversionPrice: p.onConversionPrice,
        }),
      },
      body: (_, values) => prices(values),
      success: 'busads.toast.updated',
    },
    {
      name: 'disable',
      label: t('action.disable'),
      endpoint: api.pricePlans.disable,
      confirm: t('confirm.disable'),
      success: 'busads.toast.disabled',
      // Section 4: a plan goes from active to disabled only; no re-enable.
      visible: (p) => p.accessStatus === 1,
    },
  ],
});
