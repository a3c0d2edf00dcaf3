import { HttpError } from 'react-admin';
import { api } from '../../api';
import type { Device, DeviceHistory } from '../../api/entities';
import { num, pageOf, type AreaHandlers, type MockData, type Params } from './types';

const DAY = 86_400;
const nowUnix = () => Math.floor(Date.now() / 1000);
const same = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase();
const within = (t: number, p: Params) => (num(p.from) === undefined || t >= num(p.from)!) && (num(p.to) === undefined || t <= num(p.to)!);

/** The devices calls: every path filter of SPEC.md section 7 Devices; writes change the shared data. */
export const devicesHandlers: AreaHandlers = (data) => {
  const byId = (id: unknown): Device => {
    const d = data.devices.find((x) => x.id === Number(id));
    if (!d) throw new HttpError('Device not found', 404, { code: 1 });
    return d;
  };
  const checkSerial = (serial: unknown, except?: number) => {
    if (data.devices.some((d) => same(serial, d.serial) && d.id !== except)) throw new HttpError('Serial already exists', 400, { code: 1 });
  };
  return [
    [api.devices.list, (p) => pageOf(data.devices.filter((d) => deviceMatches(d, p, data)), p, 25)],
    [
      api.devices.create,
      (_, b) => {
        checkSerial(b.serial);
        const id = Math.max(0, ...data.devices.map((d) => d.id)) + 1;
        const device: Device = {
          id, name: String(b.name), serial: String(b.serial), busID: String(b.busID), phone: String(b.phone), activeStatus: 1,
          states: [], routes: [], totalViews: 0, clicks: 0, views: 0, lastseen: null, dateCreated: nowUnix(),
        };
        data.devices.unshift(device);
        return device;
      },
    ],
    [
      api.devices.update,
      (p, b) => {
        checkSerial(b.serial, Number(p.id));
        return Object.assign(byId(p.id), { name: b.name, serial: b.serial, busID: b.busID, phone: b.phone });
      },
    ],
    [
      api.devices.toggle,
      (p) => {
        const d = byId(p.id);
        d.activeStatus = num(p.status)!;
        return { message: `${d.name} is now ${d.activeStatus === 1 ? 'enabled' : 'disabled'}` };
      },
    ],
    [api.devices.assignPlaces, (_, b) => assign(data, byId(b.deviceID), b.placeIDs as Place[])],
    [
      api.devices.actionCounts,
      (p) => {
        const d = byId(p.deviceID);
        const toDate = num(p.toDate) ?? nowUnix();
        const fromDate = num(p.fromDate) ?? toDate - DAY;
        // The mock has no events: the window's share of 30 days of the lifetime counts.
        const share = Math.min(1, Math.max(0, toDate - fromDate) / (30 * DAY));
        return { id: d.id, busID: d.busID, views: Math.round(d.totalViews * share), clicks: Math.round(d.clicks * share), fromDate, toDate };
      },
    ],
    [api.devices.history, (p) => pageOf(data.deviceHistory.filter((h) => historyMatches(h, p, data)), p, 20)],
  ];
};

function deviceMatches(d: Device, p: Params, data: MockData): boolean {
  const countryOf = (stateId: number) => data.states.find((s) => s.id === stateId)?.countryID;
  const stateOfCity = data.cities.find((c) => c.id === num(p.cityID))?.stateID;
  return (
    (p.serial === undefined || d.serial.toLowerCase().includes(String(p.serial).toLowerCase())) &&
    (p.busID === undefined || same(p.busID, d.busID)) &&
    (num(p.routeID) === undefined || d.routes[0]?.id === num(p.routeID)) &&
    (num(p.activeStatus) === undefined || d.activeStatus === num(p.activeStatus)) &&
    within(d.dateCreated, p) &&
    (num(p.countryID) === undefined || d.states.some((s) => countryOf(s.id) === num(p.countryID))) &&
    (num(p.stateID) === undefined || d.states.some((s) => s.id === num(p.stateID))) &&
    (num(p.cityID) === undefined || d.states.some((s) => s.id === stateOfCity))
  );
}

/** An entry matches a window when its span (created to updated) overlaps it, as on the server. */
function historyMatches(h: DeviceHistory, p: Params, data: MockData): boolean {
  const stateOfCity = data.cities.find((c) => c.id === num(p.cityID))?.stateID;
  return (
    (p.busID === undefined || same(p.busID, h.busID)) &&
    (num(p.deviceID) === undefined || h.device.id === num(p.deviceID)) &&
    (num(p.countryID) === undefined || h.countries.some((c) => c.id === num(p.countryID))) &&
    (num(p.stateID) === undefined || h.states.some((s) => s.id === num(p.stateID))) &&
    (num(p.routeID) === undefined || h.route?.id === num(p.routeID)) &&
    (num(p.cityID) === undefined || Boolean(h.route?.states.some((s) => s.id === stateOfCity))) &&
    (num(p.from) === undefined || h.dateUpdated >= num(p.from)!) &&
    (num(p.to) === undefined || h.dateCreated <= num(p.to)!)
  );
}

type Place = { countryID: number; stateID?: number | null; routeID?: number | null };

/** Places a device: its states and routes gain the rows' (current first) and a history entry is added. */
function assign(data: MockData, d: Device, places: Place[]): Device {
  const named = <T extends { id: number; name: string }>(list: T[], id: number | null | undefined, what: string) => {
    if (!id) return undefined;
    const found = list.find((x) => x.id === id);
    if (!found) throw new HttpError(`${what} #${id} does not exist`, 400, { code: 1 });
    return { id: found.id, name: found.name };
  };
  for (const p of places) {
    const country = named(data.countries, p.countryID, 'Country')!;
    const state = named(data.states, p.stateID, 'State');
    const route = data.routes.find((r) => r.id === p.routeID);
    if (p.routeID && !route) throw new HttpError(`Route #${p.routeID} does not exist`, 400, { code: 1 });
    if (state) d.states = [state, ...d.states.filter((s) => s.id !== state.id)];
    if (route) d.routes = [{ id: route.id, name: route.name }, ...d.routes.filter((r) => r.id !== route.id)];
    const now = nowUnix();
    data.deviceHistory.unshift({
      id: Math.max(0, ...data.deviceHistory.map((h) => h.id)) + 1,
      device: { id: d.id, name: d.name, serial: d.serial, lastseen: d.lastseen, views: 0 },
      busID: d.busID,
      route: route ? { id: route.id, name: route.name, countries: route.countries, states: route.states } : null,
      countries: [country],
      states: state ? [state] : [],
      dateCreated: now,
      dateUpdated: now,
    });
  }
  return d;
}
