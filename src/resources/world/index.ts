import { api, entities } from '../../api';
import { defineResource } from '../../registry/defineResource';

type WorldCall = (typeof api.world)[keyof typeof api.world];

/**
 * Countries, states and cities: no screen of their own, read by the place pickers. Each world call
 * returns its whole list, narrowed by the other places (section 7: the filter keys are its parameters),
 * so the pickers filter by name here.
 */
const place = (name: string, endpoint: WorldCall) =>
  defineResource({
    name,
    pickerOnly: true,
    record: entities.Named,
    list: { endpoint, paging: 'client', perPage: 50, columns: [{ source: 'name', label: 'busads.filter.country' }] },
  });

export const countries = place('countries', api.world.countries);
export const states = place('states', api.world.states);
export const cities = place('cities', api.world.cities);
