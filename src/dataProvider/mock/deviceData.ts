import type { Device, DeviceHistory, Named, Route } from '../../api/entities';

const nigeria: Named = { id: 1, name: 'Nigeria' };
const lagos: Named = { id: 1, name: 'Lagos' };
const fct: Named = { id: 2, name: 'Abuja FCT' };
const HOUR = 3600;
const nowUnix = () => Math.floor(Date.now() / 1000);
const pad = (n: number) => String(n).padStart(3, '0');

/** Lagos BRT corridors and an Abuja line (places of mockWorld: Nigeria 1, Lagos 1, Abuja FCT 2). */
export function mockBrtRoutes(now = nowUnix()): Route[] {
  const route = (id: number, name: string, source: string, state: Named): Route => ({
    id, name, source, countries: [nigeria], states: [state], dateCreated: now - (40 - id) * 24 * HOUR,
  });
  return [
    route(1, 'Ikorodu - TBS', 'Ikorodu Terminal', lagos),
    route(2, 'Oshodi - Abule Egba', 'Oshodi Terminal 2', lagos),
    route(3, 'CMS - Lekki Phase 1', 'CMS Terminal', lagos),
    route(4, 'Mile 12 - Ojota', 'Mile 12 Terminal', lagos),
    route(5, 'Kubwa - Berger', 'Kubwa Park', fct),
  ];
}

/**
 * Believable screens on buses, newest first, one installed every half hour (so the last day holds
 * about 48): Lagos BRT bus IDs ('LAG-BRT-014'), every fifth in Abuja; every ninth disabled, every
 * seventh never placed on a route, every sixth never seen.
 */
export function mockDevices(count: number, routes: Route[] = mockBrtRoutes(), now = nowUnix()): Device[] {
  const lagosRoutes = routes.filter((r) => r.states.some((s) => s.id === lagos.id));
  const fctRoutes = routes.filter((r) => r.states.some((s) => s.id === fct.id));
  return Array.from({ length: count }, (_, i) => {
    const inAbuja = i % 5 === 3 && fctRoutes.length > 0;
    const busID = inAbuja ? `ABJ-AUT-${pad(i + 1)}` : `LAG-BRT-${pad(i + 1)}`;
    const pool = inAbuja ? fctRoutes : lagosRoutes;
    const placed = i % 7 !== 6 && pool.length > 0;
    const current = pool[i % Math.max(pool.length, 1)];
    // Every fourth placed screen moved from another corridor; routes come current first.
    const moved = placed && i % 4 === 1 && pool.length > 1 ? [pool[(i + 1) % pool.length]] : [];
    const seen = placed && i % 6 !== 5;
    const totalViews = seen ? 300 + ((i * 811) % 12_000) : 0;
    const created = now - i * 1800 - 600;
    return {
      id: count - i,
      name: inAbuja ? `Abuja Screen ${pad(i + 1)}` : `BRT Screen ${pad(i + 1)}`,
      serial: `R52W${String(104_233 + i * 7919).slice(-6)}`,
      busID,
      phone: `+23480${String(31_000_000 + i * 7_331).slice(-8)}`,
      activeStatus: i % 9 === 4 ? 0 : 1,
      states: placed ? [inAbuja ? fct : lagos] : [],
      routes: placed ? [{ id: current.id, name: current.name }, ...moved.map((r) => ({ id: r.id, name: r.name }))] : [],
      totalViews,
      clicks: Math.floor((totalViews * ((i % 7) + 1)) / 100),
      views: Math.floor(totalViews / 12),
      lastseen: seen ? Math.min(now - 60, created + 2 * HOUR + (i % 5) * 600) : null,
      dateCreated: created,
    };
  });
}

/** One history entry per route a screen was placed on, oldest placement first in time, newest first in the list. */
export function mockDeviceHistory(devices: Device[], routes: Route[] = mockBrtRoutes(), now = nowUnix()): DeviceHistory[] {
  const entries: DeviceHistory[] = [];
  for (const d of devices) {
    const placements = [...d.routes].reverse();
    // Placements spread over the time since installation; the current one lasts until last seen.
    const step = Math.min(2 * HOUR, Math.floor((now - d.dateCreated) / (placements.length + 1)));
    const start = (k: number) => d.dateCreated + 60 + k * step;
    placements.forEach((r, k) => {
      const route = routes.find((x) => x.id === r.id);
      const created = start(k);
      const next = k + 1 < placements.length ? start(k + 1) : (d.lastseen ?? created);
      entries.push({
        id: 0,
        device: { id: d.id, name: d.name, serial: d.serial, lastseen: d.lastseen, views: d.lastseen ? Math.floor(d.totalViews / placements.length) : 0 },
        busID: d.busID,
        route: route ? { id: route.id, name: route.name, countries: route.countries, states: route.states } : null,
        countries: route?.countries ?? [nigeria],
        states: d.states,
        dateCreated: Math.min(created, now),
        dateUpdated: Math.min(Math.max(next, created), now),
      });
    });
  }
  entries.sort((a, b) => b.dateCreated - a.dateCreated || b.device.id - a.device.id);
  return entries.map((e, i) => ({ ...e, id: entries.length - i }));
}
