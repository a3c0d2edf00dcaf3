import { expect, it } from 'vitest';
import { activityLogQuery } from '../../server/repositories/activityLogs';
import { adCountsQuery, createdCountQuery, topupSumsQuery, viewCountQuery } from '../../server/repositories/reports';
import { vendorEventsQuery, vendorTopupsQuery } from '../../server/repositories/trend';
import { describePlans, seededDatabase } from './helpers/queryPlan';

const { db: seeded, plan } = seededDatabase();

const now = 1_750_000_000;
const year = { from: now - 365 * 86_400, to: now };

/** adEvents and activityLogs are the big tables: read through an index, never scanned whole. */
function expectNoBigScan(lines: string[]) {
  expect(
    lines.filter((l) => /^SCAN (adEvents|activityLogs|l|topups)\b/.test(l)),
    lines.join('\n'),
  ).toEqual([]);
}

describePlans("query plans of the report and of a vendor's trend", () => {
  it.each([
    ['views over a year', () => viewCountQuery(seeded(), year), 'COVERING INDEX adEvents_eventType_createdAt_idx'],
    [
      'views of a vendor',
      () => viewCountQuery(seeded(), { vendorID: 12, ...year }),
      'COVERING INDEX adEvents_vendorId_eventType_createdAt_idx',
    ],
    [
      'views on a device',
      () => viewCountQuery(seeded(), { deviceID: 3, ...year }),
      'COVERING INDEX adEvents_deviceId_eventType_createdAt_idx',
    ],
    [
      'views on a bus',
      () => viewCountQuery(seeded(), { busID: 'LAG-BRT-014', ...year }),
      'COVERING INDEX adEvents_deviceId_eventType_createdAt_idx',
    ],
    [
      'views of a vendor on a device',
      () => viewCountQuery(seeded(), { vendorID: 12, deviceID: 3, ...year }),
      'adEvents_',
    ],
    ['views without dates', () => viewCountQuery(seeded(), {}), 'COVERING INDEX adEvents_eventType_createdAt_idx'],
    ['ads seen on a device', () => adCountsQuery(seeded(), { deviceID: 3, ...year }), 'adEvents_deviceId_'],
    ['ads seen on a bus', () => adCountsQuery(seeded(), { busID: 'LAG-BRT-014', ...year }), 'adEvents_deviceId_'],
    ['ads of a vendor', () => adCountsQuery(seeded(), { vendorID: 12, ...year }), 'ads_vendorId_dateCreated_idx'],
    ['topups paid in the period', () => topupSumsQuery(seeded(), year), 'topups_status_timePaid_idx'],
    ['topups of a vendor', () => topupSumsQuery(seeded(), { vendorID: 12, ...year }), 'topups_vendorId_'],
    ['vendors created', () => createdCountQuery(seeded(), 'vendors', year), 'vendors_dateCreated_idx'],
    ['admins created', () => createdCountQuery(seeded(), 'admins', year), 'admins_dateCreated_idx'],
    [
      "a vendor's trend: views and clicks by day",
      () => vendorEventsQuery(seeded(), year.from, 12),
      'COVERING INDEX adEvents_vendorId_eventType_createdAt_idx',
    ],
    [
      "a vendor's trend: topups by day",
      () => vendorTopupsQuery(seeded(), year.from, 12),
      'topups_vendorId_status_timePaid_idx',
    ],
  ])('%s reads an index', async (_, query, index) => {
    const lines = await plan(query());
    expectNoBigScan(lines);
    expect(
      lines.some((l) => l.startsWith('SEARCH') && l.includes(index)),
      lines.join('\n'),
    ).toBe(true);
  });
});

describePlans('query plans of the activity logs', () => {
  it.each([
    [
      'one admin',
      () => activityLogQuery(seeded(), { actorType: 'admin', actorId: 1, ...year }),
      'activityLogs_adminId_dateCreated_idx',
    ],
    [
      'every admin',
      () => activityLogQuery(seeded(), { actorType: 'admin', ...year }),
      'activityLogs_actorType_dateCreated_idx',
    ],
    [
      'one vendor',
      () => activityLogQuery(seeded(), { actorType: 'vendor', actorId: 12, ...year }),
      'activityLogs_vendorId_dateCreated_idx',
    ],
    [
      'every vendor',
      () => activityLogQuery(seeded(), { actorType: 'vendor', ...year }),
      'activityLogs_actorType_dateCreated_idx',
    ],
    [
      'every vendor, no dates',
      () => activityLogQuery(seeded(), { actorType: 'vendor' }),
      'activityLogs_actorType_dateCreated_idx',
    ],
  ])('%s reads an index newest first, without sorting', async (_, query, index) => {
    const lines = await plan(query());
    expectNoBigScan(lines);
    expect(
      lines.some((l) => l.startsWith('SEARCH') && l.includes(index)),
      lines.join('\n'),
    ).toBe(true);
    expect(
      lines.filter((l) => l.includes('TEMP B-TREE')),
      lines.join('\n'),
    ).toEqual([]);
  });
});
