/** Strings of the Reports screen (SPEC.md sections 2, 5 and 8). */
export const reportsMessages = {
  resources: { reports: { name: 'Report |||| Reports' } },
  busads: {
    menu: { reports: 'reports' },
    reports: {
      title: 'Reports',
      loading: 'Loading the report',
      error: 'Could not load the report.',
      filter: { device: 'Device', busID: 'Bus ID', from: 'From', to: 'To' },
      cards: {
        totalViews: 'Total Views',
        totalVendors: 'Total Vendors',
        totalAdmins: 'Total Admins',
        selfTopup: 'Topup',
        systemTopup: 'System Topup',
        totalTopup: 'Total Topup',
      },
      topups: '%{count} topup |||| %{count} topups',
      ads: {
        title: 'Ads Report',
        all: 'All',
        active: 'Active',
        inactive: 'Inactive',
        assigned: 'Assigned',
        blocked: 'Blocked',
      },
    },
  },
};
