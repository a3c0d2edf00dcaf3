import { HttpError } from 'react-admin';
import { api } from '../../api';
import type { Price, PricePlan, Vendor } from '../../api/entities';
import { num, type AreaHandlers, type MockData, type Params } from './types';

const nowUnix = () => Math.floor(Date.now() / 1000);
const nextId = (rows: { id: number }[]) => Math.max(0, ...rows.map((r) => r.id)) + 1;

/** The list filters of both calls: vendor, status (the active flag) and creation dates. */
const matches = (p: Params, vendorId: number | undefined, active: number, created: number) =>
  (num(p.vendorID) === undefined || vendorId === num(p.vendorID)) &&
  (num(p.status) === undefined || active === num(p.status)) &&
  (num(p.from) === undefined || created >= num(p.from)!) &&
  (num(p.to) === undefined || created <= num(p.to)!);

/** The prices (deprecated) and price plans calls; a disable is one way (SPEC.md section 4). */
export const pricingHandlers: AreaHandlers = (data) => {
  const vendorOf = (id: unknown) => {
    if (id === null || id === undefined) return null;
    const v = data.vendors.find((x) => x.id === Number(id));
    if (!v) throw new HttpError('Vendor not found', 404, { code: 1 });
    return { id: v.id, fullname: v.fullname };
  };
  const find = <T extends { id: number }>(rows: T[], id: unknown, what: string): T => {
    const row = rows.find((r) => r.id === Number(id));
    if (!row) throw new HttpError(`${what} not found`, 404, { code: 1 });
    return row;
  };
  return [
    [api.prices.list, (p) => ({ all: data.prices.filter((r) => matches(p, r.vendor?.id, r.active, r.dateCreated)) })],
    [api.prices.constants, () => ({ priceTypes: data.priceTypes })],
    [
      api.prices.create,
      (_, b) => {
        const price: Price = {
          id: nextId(data.prices), price: Number(b.price), active: 1, eventType: String(b.eventType), vendor: vendorOf(b.vendorID), dateCreated: nowUnix(),
        };
        data.prices.unshift(price);
        return price;
      },
    ],
    [api.prices.disable, (p) => Object.assign(find(data.prices, p.id, 'Price'), { active: 0 })],
    [api.pricePlans.list, (p) => ({ all: data.pricePlans.filter((r) => matches(p, r.vendor?.id, r.accessStatus, r.dateCreated)) })],
    [
      api.pricePlans.create,
      (_, b) => {
        const plan: PricePlan = {
          id: nextId(data.pricePlans), name: String(b.name), vendor: vendorOf(b.vendorID), accessStatus: 1, dateCreated: nowUnix(),
          onViewPrice: Number(b.onViewPrice), onClickPrice: Number(b.onClickPrice), onConversionPrice: Number(b.onConversionPrice),
        };
        data.pricePlans.unshift(plan);
        return plan;
      },
    ],
    [
      api.pricePlans.update,
      (p, b) =>
        Object.assign(find(data.pricePlans, p.id, 'Price plan'), {
          onViewPrice: Number(b.onViewPrice), onClickPrice: Number(b.onClickPrice), onConversionPrice: Number(b.onConversionPrice),
        }),
    ],
    [api.pricePlans.disable, (p) => Object.assign(find(data.pricePlans, p.id, 'Price plan'), { accessStatus: 0 })],
  ];
};

/** The event types of the server's constants. */
export const mockPriceTypes = (): MockData['priceTypes'] => [
  { key: 'view', name: 'Per View' },
  { key: 'click', name: 'Per Click' },
  { key: 'conversion', name: 'Per Conversion' },
];

/** Believable prices: every third one for all vendors, a few disabled. */
export function mockPrices(count: number, vendors: Vendor[], now = Date.UTC(2026, 10, 22) / 1000): Price[] {
  const types = mockPriceTypes();
  return Array.from({ length: count }, (_, i) => {
    const v = i % 3 === 0 || vendors.length === 0 ? null : vendors[i % vendors.length];
    return {
      id: count - i,
      price: 5 + (i % 6) * 2.5,
      active: i % 5 === 2 ? 0 : 1,
      eventType: types[i % types.length].key,
      vendor: v && { id: v.id, fullname: v.fullname },
      dateCreated: now - i * 3600 * 11,
    };
  });
}

/** Believable price plans: the first for all vendors, then per vendor; a few disabled. */
export function mockPricePlans(count: number, vendors: Vendor[], now = Date.UTC(2026, 10, 22) / 1000): PricePlan[] {
  const names = ['Standard', 'Premium', 'Rush Hour', 'Weekend', 'Campus', 'Market Day'];
  return Array.from({ length: count }, (_, i) => {
    const v = i % 4 === 0 || vendors.length === 0 ? null : vendors[i % vendors.length];
    return {
      id: count - i,
      name: `${names[i % names.length]} Plan ${count - i}`,
      vendor: v && { id: v.id, fullname: v.fullname },
      onViewPrice: 2 + (i % 5) * 0.5,
      onClickPrice: 10 + (i % 4) * 2.5,
      onConversionPrice: 150 + (i % 3) * 50,
      accessStatus: i % 6 === 3 ? 0 : 1,
      dateCreated: now - i * 3600 * 13,
    };
  });
}
