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
    routes: {
      action: { assign: 'Assign Route', unassign: 'Unassign Route' },
      dialog: {
        assign: 'Assign Route',
        assignIntro: 'Places to add to %{name}: a country, and one of its states if the route covers only that state.',
        unassign: 'Unassign Route',
        unassignIntro: 'Tick the places to remove from %{name}. A country on its own removes the whole country.',
        currentPlaces: 'Current places',
        noPlaces: '%{name} has no places to remove.',
        confirmUnassign: 'Remove places',
        confirmUnassignText:
          'Remove %{places} from %{name}? |||| Remove these %{smart_count} places from %{name}: %{places}?',
        confirmRemove: 'Remove',
      },
      places: { country: 'Country', state: 'State', add: 'Add place', row: 'Place %{n}', remove: 'Remove place %{n}' },
      validation: { country: 'Country is required' },
    },
    toast: { assigned: 'Assigned Sucessfully!', unassigned: 'Unassigned Sucessfully!' },
  },
};
