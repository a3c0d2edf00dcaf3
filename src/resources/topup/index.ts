import PaymentsIcon from '@mui/icons-material/Payments';
import { api, entities } from '../../api';
import { today, yesterday } from '../../format/dates';
import { defineResource } from '../../registry/defineResource';
import { dayEnd, dayStart } from '../../registry/params';
import { idOf } from '../../registry/values';

/** Wallet topups: SPEC.md section 2 Topup page, calls of section 7 Wallets and topups. */
export default defineResource({
  name: 'topup',
  menu: { label: 'busads.menu.topup', icon: PaymentsIcon },
  record: entities.Topup,
  representation: (t) => t.reference,
  list: {
    endpoint: api.topups.list,
    // The call has no page or limit: it returns every match, paged in the browser (10 a page, section 9).
    paging: 'client',
    perPage: 10,
    sort: { field: 'dateCreated', order: 'DESC' },
    params: { from: dayStart, to: dayEnd },
    // SPEC.md section 7: 'From and to have date defaults' (yesterday to today, section 9).
    defaultFilter: () => ({ from: yesterday(), to: today() }),
    // Section 8: 'No more data' is surfaced as info for topups.
    emptyNotice: 'busads.list.noMore',
    filters: [
      { source: 'vendorID', label: 'busads.filter.vendor', kind: 'vendor' },
      { source: 'walletID', label: 'busads.topup.filter.wallet', kind: 'number' },
      { source: 'reference', label: 'busads.topup.filter.reference', kind: 'text' },
      {
        source: 'status',
        label: 'busads.topup.filter.status',
        kind: 'select',
        choices: [
          { id: 'success', name: 'busads.topup.status.success' },
          { id: 'abandoned', name: 'busads.topup.status.abandoned' },
        ],
      },
      { source: 'from', label: 'busads.filter.dateFrom', kind: 'date' },
      { source: 'to', label: 'busads.filter.dateTo', kind: 'date' },
    ],
    // A phone's card tells one topup from the next: amount, status, time and reference (issue 29).
    cardLines: 4,
    columns: [
      { source: 'vendor.fullname', label: 'resources.topup.fields.vendor', rank: 1 },
      { source: 'requestedAmount', kind: 'money', rank: 6 },
      { source: 'amountPaid', kind: 'money', rank: 2 },
      { source: 'status', rank: 3 },
      { source: 'channel', rank: 7 },
      { source: 'reference', noWrap: true, rank: 5 },
      { source: 'timePaid', kind: 'date', fallback: 'busads.topup.notPaid', rank: 4 },
    ],
  },
  create: {
    label: 'busads.topup.create.label',
    title: 'busads.topup.create.title',
    endpoint: api.topups.create,
    fields: [
      { source: 'amount', kind: 'money', required: 'busads.topup.validation.amount' },
      {
        source: 'vendorID',
        label: 'resources.topup.fields.vendor',
        kind: 'vendor',
        required: 'busads.topup.validation.vendor',
        // The picked vendor's name, for the confirmation (not sent: the body takes amount and vendorID).
        textInto: 'vendorName',
      },
    ],
    // Issue 29: names the picked vendor and their balance, and confirms '₦… to <vendor> (new balance ₦…)' first.
    review: {
      amount: 'amount',
      recipient: (v) =>
        idOf(v.vendorID) === undefined ? undefined : { id: idOf(v.vendorID)!, name: String(v.vendorName ?? '') },
    },
    body: (values) => ({ amount: Number(values.amount), vendorID: Number(values.vendorID) }),
    success: 'busads.toast.successful',
  },
});
