/** Strings of the Routes screen (SPEC.md section 2 Routes; toasts of section 8). */
export const routesMessages = {
  resources: {
    routes: {
      name: 'Route |||| Routes',
      fields: {
        name: 'Route',
        source: 'Source',
        countries: 'Country',
        states: 'State',
        dateCreated: 'Date Created',
      },
    },
  },
  busads: {
    menu: { routes: 'routes' },
  },
};
