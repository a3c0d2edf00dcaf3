/** Strings of the Wallet and Topup screens (SPEC.md section 2; toasts of section 8, messages of section 5). */
export const topupsMessages = {
  resources: {
    wallet: {
      name: 'Wallet |||| Wallets',
      fields: { fullname: 'Vendor Fullname', username: 'Username', amount: 'Amount', phone: 'Vendor Phone' },
    },
    topup: {
      name: 'Topup |||| Topups',
      fields: {
        vendor: 'Vendor',
        amount: 'Amount',
        requestedAmount: 'Requested Amount',
        amountPaid: 'Amount Paid',
        status: 'Status',
        channel: 'Channel',
        reference: 'Reference',
        timePaid: 'Time Paid',
      },
    },
  },
  busads: {
    menu: { wallet: 'wallet', topup: 'topup' },
    wallet: {
      filter: { limit: 'Fetch Limit', type: 'Access Status' },
    },
    topup: {
      create: { label: 'New Topup', title: 'Topup Wallet' },
      filter: { wallet: 'Wallet', reference: 'Reference', status: 'Status' },
      status: { success: 'success', abandoned: 'abandoned' },
      notPaid: 'Not paid',
      validation: { amount: 'Amount is required', vendor: 'Vendor is required' },
    },
  },
};
