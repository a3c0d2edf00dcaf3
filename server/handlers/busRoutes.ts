import { api } from '../../src/api';
import { listRoutes } from '../repositories/routes';
import { assignRoutePlaces, unassignRoutePlaces } from '../services/routes';
import type { Registrar } from './registrar';

/** Bus routes: the filtered, paged list with countries and states; assigning and unassigning places. */
export function busRouteRoutes(r: Registrar): void {
  r.route(api.routes.list, async ({ db, params: p }) => ({
    all: await listRoutes(db, p),
  }));
  r.route(api.routes.assignPlaces, ({ db, admin, body }) => assignRoutePlaces(db, admin, body));
  r.route(api.routes.unassignPlaces, ({ db, admin, body }) => unassignRoutePlaces(db, admin, body));
}
