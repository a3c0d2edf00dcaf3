import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import { createElement } from 'react';
import { api, entities } from '../../api';
import { endOfToday, minutesAgo } from '../../format/dates';
import { defineResource } from '../../registry/defineResource';
import { TransactionSentence, transactionSentence } from './TransactionSentence';

/**
 * Ad Summary (transactions): SPEC.md section 2, call of section 7 Transactions. The call returns
 * everything in the window, so the table is paged in the browser, 15 rows first (section 9).
 */
export default defineResource({
  name: 'transactions',
  menu: { label: 'busads.menu.summary', icon: ReceiptIcon },
  record: entities.Transaction,
  representation: (t) => `${t.vendor.fullname} ${t.ad.name}`,
  list: {
    endpoint: api.transactions.list,
    paging: 'client',
    perPage: 15,
    sort: { field: 'dateCreated', order: 'DESC' },
    // Section 7: from 5 minutes back to the end of the day, applied when the screen opens.
    defaultFilter: () => ({ from: minutesAgo(5), to: endOfToday() }),
    filters: [
      { source: 'vendorID', label: 'busads.filter.vendor', kind: 'vendor' },
      { source: 'routeID', label: 'busads.filter.route', kind: 'reference', reference: 'routes' },
      { source: 'from', label: 'busads.filter.dateFrom', kind: 'datetime' },
      { source: 'to', label: 'busads.filter.dateTo', kind: 'datetime' },
    ],
    columns: [
      {
        computed: 'summary',
        value: (t) => createElement(TransactionSentence, { record: t }),
        exportText: (t, { translate }) => transactionSentence(t, translate),
      },
    ],
    // Section 8: 'No more data' is surfaced as info for transactions.
    emptyNotice: 'busads.list.noMore',
  },
});
