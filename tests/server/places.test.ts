import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import type { Named } from '../../src/api/entities';
import { rowsOf, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const names = async (
  endpoint: typeof api.world.countries | typeof api.world.states | typeof api.world.cities,
  params = {},
) => rowsOf<Named>(await s.call(endpoint, { params })).map((r) => r.name);
const idOf = async (table: 'countries' | 'states' | 'cities', name: string) =>
  (await s.db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

describe('world', () => {
  it('lists Nigeria and Ghana, Nigeria has 36 states and the FCT', async () => {
    expect(await names(api.world.countries)).toEqual(['Ghana', 'Nigeria']);
    const states = await names(api.world.states, { countryID: await idOf('countries', 'Nigeria') });
    expect(states).toHaveLength(37);
    expect(states).toContain('Lagos');
    expect(states).toContain('Federal Capital Territory');
  });

  it('narrows each list by the other ids', async () => {
    const lagos = await idOf('states', 'Lagos');
    const ikeja = await idOf('cities', 'Ikeja');
    expect(await names(api.world.countries, { stateID: lagos })).toEqual(['Nigeria']);
    expect(await names(api.world.countries, { cityID: ikeja })).toEqual(['Nigeria']);
    expect(await names(api.world.states, { cityID: ikeja })).toEqual(['Lagos']);
    const lagosCities = await names(api.world.cities, { stateID: lagos });
    expect(lagosCities).toContain('Ikeja');
    expect(lagosCities).not.toContain('Kano');
    const ghana = await idOf('countries', 'Ghana');
    expect(await names(api.world.cities, { countryID: ghana })).toEqual(['Accra', 'Kumasi', 'Obuasi', 'Tema']);
    expect(await names(api.world.cities, { countryID: ghana, stateID: lagos })).toEqual([]);
  });

  it('is open to every signed-in admin', async () => {
    const token = await s.login('viewer');
    expect((await s.call(api.world.states, { token })).status).toBe(200);
  });
});
