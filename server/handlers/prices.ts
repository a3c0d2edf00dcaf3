import { api } from '../../src/api';
import { listPricePlans } from '../repositories/pricePlans';
import { listPrices } from '../repositories/prices';
import { createPricePlan, disablePricePlan, updatePricePlan } from '../services/pricePlans';
import { createPrice, disablePrice, priceConstants } from '../services/prices';
import { required } from './params';
import type { Registrar } from './registrar';

/** Prices (deprecated per-event prices and their constants) and price plans. */
export function priceRoutes(r: Registrar): void {
  r.route(api.prices.list, async ({ db, params }) => ({ all: await listPrices(db, params) }));
  r.route(api.prices.constants, () => Promise.resolve(priceConstants()));
  r.route(api.prices.create, ({ db, admin, body }) => createPrice(db, admin, body));
  r.route(api.prices.disable, ({ db, admin, params }) => disablePrice(db, admin, required(params.id)));

  r.route(api.pricePlans.list, async ({ db, params }) => ({ all: await listPricePlans(db, params) }));
  r.route(api.pricePlans.create, ({ db, admin, body }) => createPricePlan(db, admin, body));
  r.route(api.pricePlans.update, ({ db, admin, params, body }) =>
    updatePricePlan(db, admin, required(params.id), body),
  );
  r.route(api.pricePlans.disable, ({ db, admin, params }) => disablePricePlan(db, admin, required(params.id)));
}
