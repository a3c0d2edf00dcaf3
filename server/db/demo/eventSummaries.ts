import type { Insertable } from 'kysely';
import { DAY } from '../../domain/clock';
import type { DeviceHistoryTable, EventType, TransactionsTable } from '../schema';
import { insertBatches, type SeedContext } from './context';
import type { SeededAd } from './seedAds';
import type { SeededDevice } from './seedDevices';

interface SeenEvent {
  ad: SeededAd;
  routeId: number;
  device: SeededDevice;
  day: number;
  eventType: EventType;
  costKobo: number;
  createdAt: number;
}

/**
 * What the platform derives from raw events: ad summaries (transactions) per ad, route and day,
 * device history per device and day, today's cost per ad and vendor, and each device's last sighting.
 */
export class EventSummaries {
  readonly spentByVendor = new Map<number, number>();
  private readonly transactions = new Map<string, Insertable<TransactionsTable>>();
  private readonly history = new Map<string, Insertable<DeviceHistoryTable>>();
  private readonly todayByAd = new Map<number, number>();
  private readonly lastSeen = new Map<number, number>();

  constructor(private readonly now: number) {}

  add(e: SeenEvent): void {
    const { ad, routeId, device, day } = e;
    this.spentByVendor.set(ad.vendorId, (this.spentByVendor.get(ad.vendorId) ?? 0) + e.costKobo);
    if (e.createdAt > this.now - DAY) this.todayByAd.set(ad.id, (this.todayByAd.get(ad.id) ?? 0) + e.costKobo);
    this.lastSeen.set(device.id, Math.max(this.lastSeen.get(device.id) ?? 0, e.createdAt));

    const tKey = `${ad.id}|${routeId}|${day}`;
    const t = this.transactions.get(tKey) ?? {
      vendorId: ad.vendorId,
      adId: ad.id,
      routeId,
      views: 0,
      costKobo: 0,
      dateCreated: 0,
    };
    if (e.eventType === 'view') t.views = Number(t.views) + 1;
    t.costKobo = Number(t.costKobo) + e.costKobo;
    t.dateCreated = Math.max(Number(t.dateCreated), e.createdAt);
    this.transactions.set(tKey, t);

    if (e.eventType !== 'view') return;
    const hKey = `${device.id}|${day}`;
    const h = this.history.get(hKey) ?? {
      deviceId: device.id,
      busID: device.busID,
      routeId,
      countryId: null,
      stateId: device.route.stateId,
      views: 0,
      dateCreated: e.createdAt,
      dateUpdated: e.createdAt,
    };
    h.views = Number(h.views) + 1;
    h.dateCreated = Math.min(Number(h.dateCreated), e.createdAt);
    h.dateUpdated = Math.max(Number(h.dateUpdated), e.createdAt);
    this.history.set(hKey, h);
  }

  /** Writes the summaries; today's ad summaries look freshly computed (the summary screen opens on the last 5 minutes). */
  async write({ db, rng }: SeedContext, lastDay: number): Promise<void> {
    const transactions = [...this.transactions.entries()].map(([key, t]) =>
      key.endsWith(`|${lastDay}`) ? { ...t, dateCreated: this.now - rng.int(0, 240) } : t,
    );
    await insertBatches(db, 'transactions', transactions);
    const country = await db
      .selectFrom('countries')
      .select('id')
      .where('name', '=', 'Nigeria')
      .executeTakeFirstOrThrow();
    await insertBatches(
      db,
      'deviceHistory',
      [...this.history.values()].map((h) => ({ ...h, countryId: country.id })),
    );
    const todayByVendor = new Map<number, number>();
    for (const [adId, kobo] of this.todayByAd) {
      await db.updateTable('ads').set({ currDailyCostKobo: kobo }).where('id', '=', adId).execute();
      const ad = await db.selectFrom('ads').select('vendorId').where('id', '=', adId).executeTakeFirstOrThrow();
      todayByVendor.set(ad.vendorId, (todayByVendor.get(ad.vendorId) ?? 0) + kobo);
    }
    for (const [vendorId, kobo] of todayByVendor) {
      await db.updateTable('vendors').set({ currDailyCostKobo: kobo }).where('id', '=', vendorId).execute();
    }
    for (const [deviceId, seen] of this.lastSeen) {
      await db
        .updateTable('devices')
        .set({ lastseen: seen })
        .where('id', '=', deviceId)
        .where('activeStatus', '=', 1)
        .execute();
    }
  }
}
