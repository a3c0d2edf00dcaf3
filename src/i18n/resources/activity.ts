/** Strings of the Activity Log screen (SPEC.md sections 2, 5 and 8). */
export const activityMessages = {
  resources: {
    activitylog: {
      name: 'Activity Log |||| Activity Logs',
      fields: { description: 'Description', by: 'By', dateCreated: 'Date' },
    },
    // The tabs' lists: their names title the page while a tab is open.
    'self-logs': { name: 'My Logs |||| My Logs' },
    'admin-logs': { name: 'Admin Logs |||| Admin Logs' },
    'vendor-logs': { name: 'Vendor Logs |||| Vendor Logs' },
  },
  busads: {
    menu: { activitylog: 'activity log' },
    activitylog: {
      tabs: { label: 'Activity logs', self: 'My Logs', admin: 'Admin Logs', vendor: 'Vendor Logs' },
      filter: { from: 'From', to: 'To', admin: 'Admin' },
      search: 'Search by description',
      // Issue 30 (audit trail): the "By" of a failed or refused sign-in on Admin Logs.
      notSignedIn: 'Not signed in',
    },
  },
};
