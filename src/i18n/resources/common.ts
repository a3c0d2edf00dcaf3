/** Strings of the generic list, filter and action machinery. */
export const commonMessages = {
  resources: {
    countries: { name: 'Country |||| Countries' },
    states: { name: 'State |||| States' },
    cities: { name: 'City |||| Cities' },
  },
  busads: {
    values: { active: 'Active', inactive: 'Inactive', yes: 'Yes', no: 'No', noOne: 'No one', none: 'None' },
    filter: {
      vendor: 'Vendor',
      dateFrom: 'Date From',
      dateTo: 'Date To',
      submit: 'Filter',
      reset: 'Reset',
      title: 'Filter',
      // Phones: the folded filter form's button, with the number of filters set.
      show: 'Filters',
      showCount: 'Filters (%{count})',
      any: 'Any',
      country: 'Country',
      state: 'State',
      city: 'City',
      route: 'Route',
    },
    list: {
      search: 'Search by name',
      searchedLoaded: 'Searched the loaded row |||| Searched the %{smart_count} loaded rows',
      loadMore: 'Load more',
      loading: 'Loading...',
      noMore: 'No more data',
      empty: 'Empty List...',
      noResults: 'No results found',
      error: 'Could not load this list: %{message}',
      retry: 'Retry',
      rowActions: 'Actions for %{name}',
      rowsPerPage: 'Rows per page:',
    },
    export: {
      working: 'Exporting...',
      capped: 'The file holds the first %{max} rows only. Narrow the filter to export the rest.',
      failed: 'The export failed: %{message}',
    },
    action: {
      confirm: 'Confirm',
      cancel: 'Cancel',
      submit: 'Submit',
      close: 'Close',
      unavailableTitle: 'Not available',
      // A confirmation's title names the record it acts on: 'Logout: Ada Obi'.
      confirmTitle: '%{action}: %{name}',
      pickerHidden: '%{what} cannot be picked here: your account lacks the %{privilege} privilege.',
    },
    // The account actions of the Admins and Vendors screens (components/actions/accountActions.ts).
    account: {
      resetPassword: 'Reset Password',
      logout: 'Logout',
      passwordInfo: 'Password Information',
      newPassword: 'New password',
    },
    toast: {
      updated: 'Updated Sucessfully!',
      created: 'Created Sucessfully!',
      successful: 'Sucessful!',
    },
  },
};
