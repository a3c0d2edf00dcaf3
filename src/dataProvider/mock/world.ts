import { api } from '../../api';
import type { MockData } from './types';
import { num, type AreaHandlers } from './types';

export const worldHandlers: AreaHandlers = (data) => [
  [
    api.world.countries,
    (p) => {
      const state = data.states.find((s) => s.id === num(p.stateID));
      return { all: data.countries.filter((c) => !state || c.id === state.countryID) };
    },
  ],
  [api.world.states, (p) => ({ all: data.states.filter((s) => num(p.countryID) === undefined || s.countryID === num(p.countryID)) })],
  [api.world.cities, (p) => ({ all: data.cities.filter((c) => num(p.stateID) === undefined || c.stateID === num(p.stateID)) })],
];

/** Nigeria and Ghana, a few states and cities. */
export function mockWorld(): Pick<MockData, 'countries' | 'states' | 'cities'> {
  return {
    countries: [{ id: 1, name: 'Nigeria' }, { id: 2, name: 'Ghana' }],
    states: [
      { id: 1, name: 'Lagos', countryID: 1 },
      { id: 2, name: 'Abuja FCT', countryID: 1 },
      { id: 3, name: 'Oyo', countryID: 1 },
      { id: 4, name: 'Greater Accra', countryID: 2 },
    ],
    cities: [
      { id: 1, name: 'Ikeja', stateID: 1 },
      { id: 2, name: 'Lekki', stateID: 1 },
      { id: 3, name: 'Garki', stateID: 2 },
      { id: 4, name: 'Ibadan', stateID: 3 },
      { id: 5, name: 'Accra', stateID: 4 },
    ],
  };
}
