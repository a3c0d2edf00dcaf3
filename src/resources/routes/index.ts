import RouteIcon from '@mui/icons-material/Route';
import { api, entities } from '../../api';
import { defineResource } from '../../registry/defineResource';
import { placesBody } from './routePlaces';
import { lazyDialog } from '../../registry/lazyDialog';

const AssignPlacesDialog = lazyDialog(() => import('./RoutePlacesDialog').then((m) => m.AssignPlacesDialog));
const UnassignPlacesDialog = lazyDialog(() => import('./UnassignPlacesDialog').then((m) => m.UnassignPlacesDialog));

/** Routes (transport lines with places): SPEC.md section 2 Routes, calls of section 7 Routes and places. */
export default defineResource({
  name: 'routes',
  menu: { label: 'busads.menu.routes', icon: RouteIcon },
  record: entities.Route,
  representation: (r) => r.name,
  list: {
    endpoint: api.routes.list,
    paging: 'append',
    // Section 9: the first load is page 1, limit 100; a full page offers the next one.
    perPage: 100,
    // No name parameter: pickers search the first 1000 routes (the API's largest page) in the browser.
    lookupPerPage: 1000,
    // Nor does the list: its loaded routes are searched in the browser (the command palette opens a route so).
    search: { local: 'name' },
    columns: [
      { source: 'name', rank: 1 },
      { source: 'source', rank: 2 },
      { source: 'countries', kind: 'names' },
      { source: 'states', kind: 'names', rank: 3 },
      { source: 'dateCreated', kind: 'date' },
    ],
  },
  actions: [
    {
      name: 'assign',
      label: 'busads.routes.action.assign',
      endpoint: api.routes.assignPlaces,
      body: placesBody,
      dialog: AssignPlacesDialog,
      success: 'busads.toast.assigned',
    },
    {
      name: 'unassign',
      label: 'busads.routes.action.unassign',
      endpoint: api.routes.unassignPlaces,
      body: placesBody,
      dialog: UnassignPlacesDialog,
      // The checklist pairs the route's states with their countries by reading each country's states.
      calls: [api.world.states],
      success: 'busads.toast.unassigned',
    },
  ],
});
