import { api } from '../../api';
import type { Conversion, Customer, Transaction, Vendor } from '../../api/entities';
import { num, pageOf, type AreaHandlers } from './types';

/** A conversion row as the mock keeps it: the ad's vendor and the row's date, which the API does not return. */
export type MockConversion = Conversion & { vendorID: number; dateCreated: number };

const inRange = (at: number, from: number | undefined, to: number | undefined) =>
  (from === undefined || at >= from) && (to === undefined || at <= to);

/** The ad summary, conversions and customers calls of the mock backend. */
export const insightsHandlers: AreaHandlers = (data) => [
  [
    api.transactions.list,
    (p) => ({
      all: data.transactions.filter(
        (t) =>
          (num(p.vendorID) === undefined || t.vendor.id === num(p.vendorID)) &&
          (num(p.routeID) === undefined || t.route?.id === num(p.routeID)) &&
          inRange(t.dateCreated, num(p.from), num(p.to)),
      ),
    }),
  ],
  [
    api.conversions.list,
    (p) => ({
      all: (data.conversions as Partial<MockConversion>[]).filter(
        (c) =>
          (num(p.vendorID) === undefined || c.vendorID === num(p.vendorID)) &&
          (num(p.adID) === undefined || c.ad?.id === num(p.adID)) &&
          (c.dateCreated === undefined || inRange(c.dateCreated, num(p.from), num(p.to))),
      ),
    }),
  ],
  [
    api.customers.list,
    (p) => {
      const phone = typeof p.phone === 'string' ? p.phone : undefined;
      const rows = data.customers.filter(
        (c) =>
          (num(p.id) === undefined || c.id === num(p.id)) &&
          (num(p.vendorID) === undefined || c.vendorID === num(p.vendorID)) &&
          (phone === undefined || c.phone.includes(phone)) &&
          (p.ageRange === undefined || p.ageRange === '' || c.ageRange === p.ageRange) &&
          (p.gender === undefined || p.gender === '' || c.gender === p.gender),
      );
      return pageOf(rows, p, 50);
    },
  ],
];

const adNames = ['Jollof Fridays', 'Suya Spot Deals', 'Zobo Fresh', 'Lekki Gym Pass', 'Naija Data Bundle', 'Agege Bread Co.', 'Palmwine Nights', 'Eko Bus Pay'];
const routeNames = ['Oshodi - Ikeja', 'CMS - Obalende', 'Berger - Ojota', 'Lekki - Ajah', 'Wuse - Garki'];
const ageRanges = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'];

/**
 * Believable insights data: ad summaries every 20 seconds back from `now` (so the 5-minute default
 * window shows the latest 15), one conversion row per ad, and customers of the vendors.
 */
export function mockInsights(vendors: Vendor[], { now = Math.floor(Date.now() / 1000), transactions = 40, customers = 60 } = {}) {
  const vendorOf = (i: number) => vendors[i % vendors.length];
  const ads = adNames.map((name, i) => ({ id: i + 1, name, vendor: vendorOf(i) }));
  const summary: Transaction[] = Array.from({ length: transactions }, (_, i) => {
    const ad = ads[i % ads.length];
    const views = 1 + ((i * 37) % 90);
    return {
      id: transactions - i,
      vendor: { id: ad.vendor.id, fullname: ad.vendor.fullname },
      views,
      cost: views * 30,
      dateCreated: now - i * 20,
      ad: { id: ad.id, name: ad.name, views: views * 12, activeStatus: i % 5 === 4 ? 0 : 1, actionLink: `https://example.ng/ads/${ad.id}` },
      // Every seventh summary was recorded off any route.
      route: i % 7 === 6 ? null : { id: (i % routeNames.length) + 1, name: routeNames[i % routeNames.length] },
    };
  });
  const conversions: MockConversion[] = ads.map((ad, i) => ({
    id: i + 1,
    vendorID: ad.vendor.id,
    dateCreated: now - i * 3600 * 5,
    ad: {
      id: ad.id,
      name: ad.name,
      views: 1200 + i * 731,
      clicks: 80 + i * 17,
      conversions: 5 + i * 3,
      conversionUrl: i % 4 === 3 ? null : i % 4 === 2 ? 'app://open/offer' : `https://example.ng/convert/${ad.id}`,
    },
    price: i % 3 === 2 ? null : { price: 150 + i * 25.5 },
  }));
  const people: Customer[] = Array.from({ length: customers }, (_, i) => ({
    id: customers - i,
    phone: `+234806${String(2000000 + i * 7919).slice(-7)}`,
    ageRange: ageRanges[i % (i % 5 === 0 ? 6 : 3)],
    gender: i % 2 === 0 ? 'female' : 'male',
    vendorID: vendorOf(i).id,
    dateCreated: now - i * 5400,
  }));
  return { transactions: summary, conversions, customers: people };
}
