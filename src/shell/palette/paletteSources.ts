import type { DataProvider, RaRecord } from 'react-admin';
import type { Ad, Admin, Device, Route, Vendor } from '../../api/entities';
import { ID_MAX } from '../../api/path';
import type { Values } from '../../registry/types';

/** How long the palette waits after the last key before it searches (the app has no shared debounce constant). */
export const PALETTE_DEBOUNCE_MS = 300;
/** At most this many records per resource. */
export const PALETTE_PAGE = 5;

/** A record found: what the option shows, and the screen it opens (filtered to the record). */
export interface PaletteHit {
  key: string;
  primary: string;
  secondary?: string;
  to: string;
}

/** A resource the palette searches, over its list call (through the data provider, no endpoint of its own). */
export interface PaletteSource {
  /** The registry resource, whose module decides whether the admin may search it. */
  resource: string;
  /** The group's heading (i18n key). */
  heading: string;
  search: (dataProvider: DataProvider, term: string, signal?: AbortSignal) => Promise<PaletteHit[]>;
}

/** A list screen opened with a filter (react-admin's ?filter=) and a local search term (?search=, LocalSearch.tsx). */
export function listUrl(resource: string, { filter, search }: { filter?: Values; search?: string } = {}): string {
  const query = new URLSearchParams();
  if (filter) query.set('filter', JSON.stringify(filter));
  if (search) query.set('search', search);
  const text = query.toString();
  return `/dashboard/${resource}${text ? `?${text}` : ''}`;
}

/** A number the call's id parameter takes (a phone number such as 08031234567 is past ID_MAX: the call would refuse it). */
const isId = (term: string) => /^\d+$/.test(term) && Number(term) >= 1 && Number(term) <= ID_MAX;

/** One small page of the list call, filtered on the server. */
const serverPage = async <R>(dp: DataProvider, resource: string, filter: Values, signal?: AbortSignal) =>
  (await dp.getList(resource, { pagination: { page: 1, perPage: PALETTE_PAGE }, filter, signal })).data as R[];

/**
 * The rows a picker searches when the call has no name parameter: the whole answer of a 'client' list, or the
 * one large page of a list declaring `lookupPerPage` (meta.picker, src/dataProvider/dataProvider.ts).
 */
const pickerRows = async <R>(dp: DataProvider, resource: string, signal?: AbortSignal) =>
  (
    await dp.getList(resource, {
      pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER },
      filter: {},
      meta: { picker: true },
      signal,
    })
  ).data as R[];

/** The rows whose id is the term, or one of whose texts contains it (any case); at most a page of them. */
function matching<R extends RaRecord>(rows: R[], term: string, texts: (row: R) => (string | null | undefined)[]): R[] {
  const needle = term.toLowerCase();
  return rows
    .filter(
      (row) => String(row.id) === term || texts(row).some((text) => text?.toLowerCase().includes(needle) ?? false),
    )
    .slice(0, PALETTE_PAGE);
}

/** In menu order (src/resources/index.ts). */
export const paletteSources: PaletteSource[] = [
  {
    resource: 'ads',
    heading: 'busads.palette.group.ads',
    // The ads call has no name or id parameter: the ad pickers' page, searched here by name or id.
    search: async (dp, term, signal) =>
      matching(await pickerRows<Ad>(dp, 'ads', signal), term, (ad) => [ad.name]).map((ad) => ({
        key: `ads-${ad.id}`,
        primary: ad.name,
        secondary: ad.vendor.fullname,
        to: listUrl('ads', { filter: { vendorID: ad.vendor.id }, search: ad.name }),
      })),
  },
  {
    resource: 'devices',
    heading: 'busads.palette.group.devices',
    // The devices call's one text parameter, serial, also finds the name on our server (docs/contract.md).
    search: async (dp, term, signal) =>
      (await serverPage<Device>(dp, 'devices', { serial: term }, signal)).map((device) => ({
        key: `devices-${device.id}`,
        primary: device.name,
        secondary: device.serial,
        to: listUrl('devices', { filter: { serial: device.serial } }),
      })),
  },
  {
    resource: 'vendors',
    heading: 'busads.palette.group.vendors',
    // The name search (searchName), which on our server also finds the phone (docs/contract.md); a number is
    // also the vendor's id (the call's id parameter), listed first.
    search: async (dp, term, signal) => {
      const [byId, byText] = await Promise.all([
        isId(term) ? serverPage<Vendor>(dp, 'vendors', { id: Number(term) }, signal) : [],
        serverPage<Vendor>(dp, 'vendors', { q: term }, signal),
      ]);
      const vendors = [...byId, ...byText.filter((v) => !byId.some((found) => found.id === v.id))];
      return vendors.slice(0, PALETTE_PAGE).map((vendor) => ({
        key: `vendors-${vendor.id}`,
        primary: vendor.fullname,
        secondary: vendor.phone,
        to: listUrl('vendors', { filter: { id: vendor.id } }),
      }));
    },
  },
  {
    resource: 'routes',
    heading: 'busads.palette.group.routes',
    // No name or id parameter either: the route pickers' page, searched here.
    search: async (dp, term, signal) =>
      matching(await pickerRows<Route>(dp, 'routes', signal), term, (route) => [route.name]).map((route) => ({
        key: `routes-${route.id}`,
        primary: route.name,
        secondary: route.source,
        to: listUrl('routes', { search: route.name }),
      })),
  },
  {
    resource: 'admin',
    heading: 'busads.palette.group.admins',
    // The admins call returns every admin: searched here by name, username, phone, email or id.
    search: async (dp, term, signal) =>
      matching(await pickerRows<Admin>(dp, 'admin', signal), term, (a) => [
        a.fullname,
        a.username,
        a.phone,
        a.email,
      ]).map((a) => ({
        key: `admin-${a.id}`,
        primary: a.fullname,
        secondary: a.username,
        to: listUrl('admin', { filter: { q: a.fullname } }),
      })),
  },
];
