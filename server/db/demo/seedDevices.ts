import { DAY, HOUR } from '../../domain/clock';
import { insertBatches, insertOne, type SeedContext } from './context';
import { BUS_FLEETS } from './nigeria';
import type { PersonFactory } from './people';
import { WeightedPicker } from './random';
import type { SeededPlaces, SeededRoute } from './seedPlaces';

export const DEVICE_COUNT = 80;

export interface SeededDevice {
  id: number;
  busID: string;
  active: boolean;
  /** The route the device's bus runs now. */
  route: SeededRoute;
  dateCreated: number;
}

/** About 80 screens, each in a bus with a fleet bus ID ('LAG-BRT-014') and placed on a route. */
export async function seedDevices(
  ctx: SeedContext,
  places: SeededPlaces,
  people: PersonFactory,
): Promise<SeededDevice[]> {
  const { rng, now } = ctx;
  const fleets = new WeightedPicker(BUS_FLEETS, (f) => f.weight);
  const numbers = new Map<string, number>();
  const devices: SeededDevice[] = [];
  const placeRows = [];
  for (let i = 1; i <= DEVICE_COUNT; i++) {
    const fleet = fleets.pick(rng);
    const n = (numbers.get(fleet.prefix) ?? rng.int(1, 9)) + rng.int(1, 6);
    numbers.set(fleet.prefix, n);
    const busID = `${fleet.prefix}-${String(n).padStart(3, '0')}`;
    const stateId = places.stateIds.get(fleet.state) ?? 0;
    const route = rng.pick(places.routes.filter((r) => r.stateId === stateId));
    const active = !rng.chance(0.1);
    const dateCreated = now - rng.int(35, 260) * DAY;
    const lastseen = active ? now - rng.int(30, 3 * HOUR) : rng.chance(0.3) ? null : now - rng.int(2, 40) * DAY;
    const id = await insertOne(ctx.db, 'devices', {
      name: `BusAds Screen ${String(i).padStart(3, '0')}`,
      serial: `BAS-${rng.code(4)}-${String(1000 + i)}`,
      busID,
      phone: people.phone(),
      activeStatus: active ? 1 : 0,
      lastseen,
      dateCreated,
    });
    devices.push({ id, busID, active, route, dateCreated });
    if (rng.chance(0.3)) {
      const earlier = rng.pick(places.routes.filter((r) => r.stateId === stateId));
      placeRows.push({
        deviceId: id,
        countryId: places.nigeriaId,
        stateId,
        routeId: earlier.id,
        dateCreated: dateCreated + DAY,
      });
    }
    placeRows.push({
      deviceId: id,
      countryId: places.nigeriaId,
      stateId,
      routeId: route.id,
      dateCreated: now - rng.int(31, 34) * DAY,
    });
  }
  await insertBatches(ctx.db, 'devicePlaces', placeRows);
  return devices;
}
