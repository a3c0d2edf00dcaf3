/** Strings of the command palette (issue 29, "go anywhere"). */
export const paletteMessages = {
  busads: {
    palette: {
      open: 'Search (%{shortcut})',
      title: 'Go anywhere',
      input: 'Search screens and records',
      placeholder: 'Screens, vendors, ads, devices, routes, admins…',
      hint: 'Up and Down move, Enter opens, Escape closes',
      results: 'Results',
      close: 'Close',
      searching: 'Searching…',
      noResults: 'No results for “%{term}”',
      found: '%{smart_count} result |||| %{smart_count} results',
      failed: 'Could not search %{group}: %{message}',
      group: {
        screens: 'Screens',
        ads: 'Ads',
        devices: 'Devices',
        vendors: 'Vendors',
        routes: 'Routes',
        admins: 'Admins',
      },
    },
  },
};
