import { api, entities, type Endpoint } from '../../api';
import { defineResource } from '../../registry/defineResource';
import type { ListQuery, PathValues } from '../../registry/types';

/**
 * Countries, states and cities: no screen of their own, read by the place pickers. Each world call
 * returns its whole list, narrowed by the other places (section 7), so the pickers filter by name here.
 */
const place = (name: string, endpoint: Endpoint, params: (filter: ListQuery['filter']) => PathValues) =>
  defineResource({
    name,
    module: null,
    pickerOnly: true,
    record: entities.Named,
    list: { endpoint, paging: 'client', perPage: 50, params: ({ filter }) => params(filter), columns: [{ source: 'name', label: 'busads.filter.country' }] },
  });

const id = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? v : undefined);

export const countries = place('countries', api.world.countries, (f) => ({ stateID: id(f.stateID), cityID: id(f.cityID) }));
export const states = place('states', api.world.states, (f) => ({ countryID: id(f.countryID), cityID: id(f.cityID) }));
export const cities = place('cities', api.world.cities, (f) => ({ countryID: id(f.countryID), stateID: id(f.stateID) }));
