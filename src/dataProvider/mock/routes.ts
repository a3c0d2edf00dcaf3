import { HttpError } from 'react-admin';
import { api } from '../../api';
import type { Named, Route } from '../../api/entities';
import { num, pageOf, type AreaHandlers, type MockData } from './types';

interface PlaceRef {
  countryID: number;
  stateID?: number | null;
}

const byName = (a: Named, b: Named) => a.name.localeCompare(b.name);
const has = (list: Named[], id: number | undefined) => id === undefined || list.some((x) => x.id === id);

/**
 * The routes calls of the mock backend, with the reference server's rules: newest first, place
 * filters on the route's places, assign adds what is missing, unassign removes a state (or a whole
 * country without a state); unknown routes and places answer as the server does.
 */
export const routesHandlers: AreaHandlers = (data) => {
  const route = (id: unknown) => {
    const found = data.routes.find((r) => r.id === Number(id));
    if (!found) throw new HttpError('Route not found', 404, { code: 1 });
    return found;
  };
  const checked = (places: PlaceRef[]) =>
    places.map((p) => {
      const country = data.countries.find((c) => c.id === p.countryID);
      if (!country) throw new HttpError(`Country #${p.countryID} does not exist`, 400, { code: 1 });
      const state = p.stateID ? data.states.find((s) => s.id === p.stateID) : undefined;
      if (p.stateID && !state) throw new HttpError(`State #${p.stateID} does not exist`, 400, { code: 1 });
      if (state && state.countryID !== country.id) throw new HttpError(`State ${state.name} (#${state.id}) is not in ${country.name}`, 400, { code: 1 });
      return { country, state: state && { id: state.id, name: state.name } };
    });
  const statesIn = (countryID: number) => new Set(data.states.filter((s) => s.countryID === countryID).map((s) => s.id));

  const assign = (r: Route, places: ReturnType<typeof checked>) => {
    for (const { country, state } of places) {
      if (!has(r.countries, country.id)) r.countries = [...r.countries, country].sort(byName);
      if (state && !has(r.states, state.id)) r.states = [...r.states, state].sort(byName);
    }
    return r;
  };
  const unassign = (r: Route, places: ReturnType<typeof checked>) => {
    for (const { country, state } of places) {
      const inCountry = statesIn(country.id);
      r.states = r.states.filter((s) => (state ? s.id !== state.id : !inCountry.has(s.id)));
      // The mock keeps names only: a country goes with its last state.
      if (!state || !r.states.some((s) => inCountry.has(s.id))) r.countries = r.countries.filter((c) => c.id !== country.id);
    }
    return r;
  };
  const citiesState = (cityID: number | undefined) => data.cities.find((c) => c.id === cityID)?.stateID;
  const deviceRoutes = (busID: unknown, deviceID: number | undefined) =>
    data.devices
      .filter((d) => (deviceID === undefined || d.id === deviceID) && (typeof busID !== 'string' || d.busID.toLowerCase() === busID.toLowerCase()))
      .flatMap((d) => d.routes.map((r) => r.id));

  return [
    [
      api.routes.list,
      (p) => {
        const onDevices = p.busID !== undefined || p.deviceID !== undefined ? new Set(deviceRoutes(p.busID, num(p.deviceID))) : undefined;
        const cityState = num(p.cityID) === undefined ? undefined : (citiesState(num(p.cityID)) ?? -1);
        const rows = data.routes
          .filter((r) => has(r.countries, num(p.countryID)) && has(r.states, num(p.stateID)) && has(r.states, cityState))
          .filter((r) => !onDevices || onDevices.has(r.id))
          .sort((a, b) => b.dateCreated - a.dateCreated || b.id - a.id);
        return pageOf(rows, p, 100);
      },
    ],
    [api.routes.assignPlaces, (_, b) => assign(route(b.routeID), checked(b.places as PlaceRef[]))],
    [api.routes.unassignPlaces, (_, b) => unassign(route(b.routeID), checked(b.places as PlaceRef[]))],
  ];
};

const lagosRoutes = [
  'Oshodi - Ikeja', 'CMS - Ajah', 'Mile 2 - Oshodi', 'Obalende - Lekki Phase 1', 'Ikorodu - TBS', 'Berger - Yaba',
  'Iyana Ipaja - Costain', 'Ojota - Maryland', 'Agege - Ikeja Along', 'Festac - CMS', 'Ikotun - Iyana Ipaja', 'Ketu - Mile 12',
  'Lekki - Ajah', 'Abule Egba - Oshodi', 'Surulere - Obalende', 'Yaba - Ojuelegba', 'Apapa - Ijora', 'Badagry - Mile 2',
];
const otherRoutes: { name: string; states: number[] }[] = [
  { name: 'Lagos - Ibadan Expressway', states: [1, 3] },
  { name: 'Wuse - Garki', states: [2] },
  { name: 'Accra - Lagos Coastal', states: [4, 1] },
];

/**
 * Believable routes over the mock world (mockWorld: Nigeria 1 with Lagos 1, FCT 2, Oyo 3; Ghana 2
 * with Greater Accra 4): Lagos lines first, then intercity ones; newest first by id.
 */
export function mockRoutes(count: number, world: Pick<MockData, 'countries' | 'states'>, now = Date.UTC(2026, 10, 22) / 1000): Route[] {
  const placesOf = (stateIDs: number[]) => {
    const states = world.states.filter((s) => stateIDs.includes(s.id));
    const countries = world.countries.filter((c) => states.some((s) => s.countryID === c.id));
    return { countries: countries.sort(byName), states: states.map((s) => ({ id: s.id, name: s.name })).sort(byName) };
  };
  const lines = [...lagosRoutes.map((name) => ({ name, states: [1] })), ...otherRoutes];
  return Array.from({ length: count }, (_, i) => {
    const line = lines[i % lines.length];
    const round = Math.floor(i / lines.length);
    const name = round === 0 ? line.name : `${line.name} ${round + 1}`;
    return { id: count - i, name, source: line.name.split(' - ')[0], ...placesOf(line.states), dateCreated: now - i * 86400 - 3600 };
  });
}
