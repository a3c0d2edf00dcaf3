import WalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { api, entities } from '../../api';
import { defineResource } from '../../registry/defineResource';

/**
 * Vendor wallets: SPEC.md section 2 Wallet screen, call of section 7 Wallets and topups. The call
 * carries only vendorID, type, page and limit, so the filter offers what maps onto it: vendor,
 * fetch limit (the page size) and access status (type 'active'/'inactive'). Route, places and dates
 * are left out: the call cannot filter by them.
 */
export default defineResource({
  name: 'wallet',
  menu: { label: 'busads.menu.wallet', icon: WalletIcon },
  record: entities.Wallet,
  representation: (w) => w.vendor.fullname,
  list: {
    endpoint: api.wallets.list,
    paging: 'append',
    perPage: 50,
    filters: [
      { source: 'vendorID', label: 'busads.filter.vendor', kind: 'vendor' },
      { source: 'limit', label: 'busads.wallet.filter.limit', kind: 'text' },
      {
        source: 'type',
        label: 'busads.wallet.filter.type',
        kind: 'select',
        choices: [
          { id: 'active', name: 'busads.values.active' },
          { id: 'inactive', name: 'busads.values.inactive' },
        ],
      },
    ],
    columns: [
      { source: 'vendor.fullname', label: 'resources.wallet.fields.fullname', rank: 1 },
      { source: 'vendor.username', label: 'resources.wallet.fields.username' },
      { source: 'amount', kind: 'money', rank: 2 },
      { source: 'vendor.phone', label: 'resources.wallet.fields.phone', noWrap: true, rank: 3 },
    ],
  },
});
