/** Strings of the Ad Summary, Conversions and Customers screens (SPEC.md sections 2, 8 and 9). */
export const insightsMessages = {
  resources: {
    transactions: {
      name: 'Ad Summary |||| Ad Summary',
      fields: { summary: 'Summary', route: 'Route' },
    },
    conversions: {
      name: 'Conversion |||| Conversions',
      fields: {
        adName: 'Ad Name',
        views: 'Ad Reach (Views)',
        clicks: 'Ad Clicks',
        conversions: 'Total Ad Conversion',
        cost: 'Conversion Cost',
        url: 'URL',
        ad: 'Ad',
      },
    },
    customers: {
      name: 'Customer |||| Customers',
      fields: { phone: 'Phone Number', ageRange: 'Age Range', gender: 'Gender', dateCreated: 'Date' },
    },
  },
  busads: {
    menu: { summary: 'summary', customers: 'customers' },
    transactions: {
      // One sentence per row; smart_count picks 'time' or 'times', %{views} is the formatted count.
      sentence:
        '%{vendor}\'s ad "%{ad}" was viewed %{views} time for %{cost} on %{route} on %{date}. |||| %{vendor}\'s ad "%{ad}" was viewed %{views} times for %{cost} on %{route} on %{date}.',
      sentenceNoRoute:
        '%{vendor}\'s ad "%{ad}" was viewed %{views} time for %{cost} on %{date}. |||| %{vendor}\'s ad "%{ad}" was viewed %{views} times for %{cost} on %{date}.',
    },
    customers: { gender: { male: 'Male', female: 'Female' } },
  },
};
