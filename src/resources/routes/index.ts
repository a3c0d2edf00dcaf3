import RouteIcon from '@mui/icons-material/Route';
import { api, entities } from '../../api';
import type { Route } from '../../api/entities';
import { defineResource } from '../../registry/defineResource';
import { placesBody } from './routePlaces';
import { AssignPlacesDialog, UnassignPlacesDialog } from './RoutePlacesDialog';

const names = (places: { name: string }[]) => places.map((p) => p.name).join(', ');
const id = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? v : undefined);

/** Routes (transport lines with places): SPEC.md section 2 Routes, calls of section 7 Routes and places. */
export default defineResource<Route>({
  name: 'routes',
  module: 'ADMIN_ROUTE',
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
    params: ({ page, perPage, filter }) => ({
      page,
      limit: perPage,
      countryID: id(filter.countryID),
      stateID: id(filter.stateID),
      cityID: id(filter.cityID),
      busID: typeof filter.busID === 'string' ? filter.busID : undefined,
      deviceID: id(filter.deviceID),
    }),
    columns: [
      { source: 'name', label: 'resources.routes.fields.name' },
      { source: 'source', label: 'resources.routes.fields.source' },
      { source: 'countries', label: 'resources.routes.fields.countries', value: (r) => names(r.countries) },
      { source: 'states', label: 'resources.routes.fields.states', value: (r) => names(r.states) },
      { source: 'dateCreated', label: 'resources.routes.fields.dateCreated', kind: 'date' },
    ],
  },
  actions: [
    {
      name: 'assign',
      label: 'busads.routes.action.assign',
      endpoint: api.routes.assignPlaces,
      params: () => ({}),
      body: placesBody,
      dialog: AssignPlacesDialog,
      success: 'busads.toast.assigned',
    },
    {
      name: 'unassign',
      label: 'busads.routes.action.unassign',
      endpoint: api.routes.unassignPlaces,
      params: () => ({}),
      body: placesBody,
      dialog: UnassignPlacesDialog,
      success: 'busads.toast.unassigned',
    },
  ],
});
