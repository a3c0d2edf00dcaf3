/** Strings of the charts you can read (issue 29 item 5): the trend's totals and vendor, tooltips, the report's window. */
export const chartsMessages = {
  busads: {
    charts: {
      trend: {
        vendor: 'Vendor (all when empty)',
        activityTotal: 'Total: %{views} views and %{clicks} clicks in the last %{days} days',
        activityTotalOf: 'Total for %{vendor}: %{views} views and %{clicks} clicks in the last %{days} days',
        topupTotal: 'Total: %{sum} in topups in the last %{days} days',
        topupTotalOf: 'Total for %{vendor}: %{sum} in topups in the last %{days} days',
      },
      reports: {
        newInWindow: 'new in this window',
        inWindow: 'in this window',
        topupsInWindow: '%{count} topup in this window |||| %{count} topups in this window',
        ads: 'Ads',
      },
    },
  },
};
