import { api } from '../../src/api';
import { listConversions } from '../repositories/conversions';
import { listCustomers } from '../repositories/customers';
import type { Registrar } from './registrar';

/** Customers (people who converted) and the conversions report per ad. */
export function customerRoutes(r: Registrar): void {
  r.route(api.customers.list, async ({ db, params: p }) => ({ all: await listCustomers(db, p) }));
  r.route(api.conversions.list, async ({ db, params }) => ({ all: await listConversions(db, params) }));
}
