import type { Named } from '../../api/entities';
import { hoursAgo } from '../../components/dates';
import type { FieldDecl, Values } from '../../registry/types';

/** Filter values as path values: ids and flags as they are, text trimmed, anything else left out. */
export const idOf = (v: unknown): number | string | undefined => (typeof v === 'number' || (typeof v === 'string' && v !== '') ? v : undefined);
export const textOf = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** A page size typed by the user (the history 'count'), kept within the API's 1..1000. */
export function limitOf(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? Math.min(1000, Math.max(1, Math.round(n))) : undefined;
}

/** 'Lagos, Ogun' */
export const namesOf = (places: Named[] | undefined): string => (places ?? []).map((p) => p.name).join(', ');

/** The last day, as date-time inputs hold it: the default window of the device screens (SPEC.md section 9). */
export const lastDay = (): Values => ({ from: hoursAgo(24), to: new Date() });

type PlaceKey = 'countryID' | 'stateID' | 'cityID';
const places: Record<PlaceKey, { reference: string; label: string }> = {
  countryID: { reference: 'countries', label: 'busads.filter.country' },
  stateID: { reference: 'states', label: 'busads.filter.state' },
  cityID: { reference: 'cities', label: 'busads.filter.city' },
};

/** World pickers that narrow each other: a chosen state narrows the countries and cities, and so on. */
export const placeFilters = (keys: PlaceKey[]): FieldDecl[] =>
  keys.map((key) => ({
    source: key,
    label: places[key].label,
    kind: 'reference',
    reference: places[key].reference,
    filterFrom: Object.fromEntries(keys.filter((k) => k !== key).map((k) => [k, k])),
  }));

export const dateWindowFilters: FieldDecl[] = [
  { source: 'from', label: 'busads.filter.dateFrom', kind: 'datetime' },
  { source: 'to', label: 'busads.filter.dateTo', kind: 'datetime' },
];
