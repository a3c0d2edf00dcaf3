import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, entities } from '../../src/api';
import type { Vendor } from '../../src/api/entities';
import { verifyPassword } from '../../server/domain/passwords';
import { dataOf, rowsOf, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const list = async (params: Record<string, string | number | null>) =>
  rowsOf<Vendor>(await s.call(api.vendors.list, { params: { page: 1, limit: 50, ...params } }));
const logsAbout = (text: string) =>
  s.db
    .selectFrom('activityLogs')
    .selectAll()
    .where('activityLogDesc', 'like', `%${text}%`)
    .where('adminId', '=', 1)
    .execute();

describe('vendors list', () => {
  it('pages newest first: page 2 continues page 1, the limit is honoured, past the end is empty', async () => {
    const page1 = await list({ page: 1, limit: 20 });
    const page2 = await list({ page: 2, limit: 20 });
    expect(page1).toHaveLength(20);
    expect(page2).toHaveLength(20);
    expect(page2.map((v) => v.id)).not.toContain(page1[0].id);
    const both = [...page1, ...page2];
    for (let i = 1; i < both.length; i++) {
      const [a, b] = [both[i - 1], both[i]];
      expect(a.dateCreated > b.dateCreated || (a.dateCreated === b.dateCreated && a.id > b.id)).toBe(true);
    }
    const past = await s.call(api.vendors.list, { params: { page: 200, limit: 50 } });
    expect(past.status).toBe(200);
    expect(dataOf(past)).toEqual({ all: [] });
  });

  it('finds by id and by a case-insensitive part of the full name', async () => {
    const [one] = await list({ id: 7 });
    expect(one.id).toBe(7);
    expect(await list({ id: 7, accessStatus: one.accessStatus === 1 ? 0 : 1 })).toEqual([]);
    const part = one.fullname.split(' ')[1].slice(1, 4).toUpperCase();
    const found = await list({ searchName: part, limit: 1000 });
    expect(found.map((v) => v.id)).toContain(7);
    for (const v of found) expect(v.fullname.toLowerCase()).toContain(part.toLowerCase());
    expect(await list({ searchName: '%' })).toEqual([]);
  });

  // An extension of SPEC.md's name search (docs/contract.md): a text that reads as a phone number also finds the phone.
  it('finds by a part of the phone, typed nationally (0803 …) or internationally (+234 803 …)', async () => {
    const [one] = await list({ id: 7 });
    expect(one.phone).toMatch(/^\+234\d{10}$/);
    const national = `0${one.phone.slice(4)}`;
    for (const term of [`${national.slice(0, 4)} ${national.slice(4, 8)}`, `+234 ${one.phone.slice(4, 11)}`]) {
      const found = await list({ searchName: term, limit: 1000 });
      expect(
        found.map((v) => v.id),
        term,
      ).toContain(7);
      expect(found.filter((v) => !v.phone.includes(one.phone.slice(4, 11)))).toEqual([]);
    }
    // A text with letters is a name only; two digits are too few to look in phones.
    expect(await list({ searchName: `x${one.phone.slice(4, 11)}` })).toEqual([]);
    expect((await list({ searchName: '80', limit: 1000 })).length).toBe(0);
  });

  it('finds a phone stored nationally (0803…) by the international form', async () => {
    const before = await s.db.selectFrom('vendors').select('phone').where('id', '=', 9).executeTakeFirstOrThrow();
    await s.db.updateTable('vendors').set({ phone: '08039990001' }).where('id', '=', 9).execute();
    try {
      expect((await list({ searchName: '+234 803 999 0001' })).map((v) => v.id)).toEqual([9]);
      expect((await list({ searchName: '0803-999-0001' })).map((v) => v.id)).toEqual([9]);
    } finally {
      await s.db.updateTable('vendors').set(before).where('id', '=', 9).execute();
    }
  });

  it('filters on the creation date, both ends included', async () => {
    const all = await list({ limit: 1000 });
    const pivot = all[40].dateCreated;
    const from = await list({ from: pivot, limit: 1000 });
    expect(from.length).toBe(all.filter((v) => v.dateCreated >= pivot).length);
    const to = await list({ to: pivot, limit: 1000 });
    expect(to.length).toBe(all.filter((v) => v.dateCreated <= pivot).length);
    expect((await list({ from: pivot, to: pivot })).every((v) => v.dateCreated === pivot)).toBe(true);
    const now = Math.floor(Date.now() / 1000);
    const lastDay = await list({ from: now - 86400, to: now });
    expect(lastDay.length).toBeGreaterThan(5);
  });

  it('filters on access status and verification flags', async () => {
    const inactive = await list({ accessStatus: 0, limit: 1000 });
    expect(inactive.length).toBeGreaterThan(0);
    expect(inactive.every((v) => v.accessStatus === 0)).toBe(true);
    const unverified = await list({ phoneVerified: 0, emailVerified: 0, limit: 1000 });
    expect(unverified.every((v) => v.phoneVerified === 0 && v.emailVerified === 0)).toBe(true);
  });

  it('carries the referrer and the count of referred vendors', async () => {
    const all = await list({ limit: 1000 });
    const referred = all.find((v) => v.referredBy !== null);
    expect(referred?.parent_referral?.id).toBe(referred?.referredBy);
    const parent = all.find((v) => v.id === referred?.referredBy);
    expect(parent?.childrenReferralsCount).toBe(all.filter((v) => v.referredBy === parent?.id).length);
  });
});

describe('vendor update', () => {
  const body = {
    fullname: 'Ada Obi',
    username: 'ada.obi',
    phone: '+2348030000000',
    email: 'ada@obi.ng',
    address: '1 Broad Street, Lagos',
  };

  it('saves the fields, answers the vendor and writes a log row', async () => {
    const answer = await s.call(api.vendors.update, { params: { id: 12 }, body });
    expect(entities.Vendor.parse(dataOf(answer))).toMatchObject({ id: 12, ...body });
    expect(await logsAbout('Updated vendor Ada Obi (#12)')).toHaveLength(1);
  });

  it('refuses a username another vendor has (400 code 1) and changes nothing', async () => {
    const answer = await s.call(api.vendors.update, {
      params: { id: 13 },
      body: { ...body, fullname: 'Someone Else' },
    });
    expect(answer.json).toEqual({ error: { code: 1, message: 'Username already exists', status: 400 } });
    const [v13] = await list({ id: 13 });
    expect(v13.fullname).not.toBe('Someone Else');
  });

  it('answers 404 for an unknown vendor', async () => {
    const answer = await s.call(api.vendors.update, { params: { id: 99999 }, body: { ...body, username: 'x.y' } });
    expect(answer.status).toBe(404);
    expect(answer.json.error?.code).toBe(1);
  });
});

describe('vendor password reset and logout', () => {
  it('resets to a readable password, stores only its hash, ends the sessions, logs it', async () => {
    const before = await s.db
      .selectFrom('vendors')
      .select('passwordHash')
      .where('id', '=', 20)
      .executeTakeFirstOrThrow();
    await s.db
      .insertInto('vendorSessions')
      .values({ vendorId: 20, tokenHash: 'h-20', expiresAt: 9_999_999_999, createdAt: 1 })
      .execute();
    const result = entities.PasswordReset.parse(
      dataOf(await s.call(api.vendors.resetPassword, { params: { id: 20 } })),
    );
    expect(result.password).toMatch(/^[A-Za-z2-9]{12}$/);
    const after = await s.db
      .selectFrom('vendors')
      .select('passwordHash')
      .where('id', '=', 20)
      .executeTakeFirstOrThrow();
    expect(after.passwordHash).not.toBe(before.passwordHash);
    expect(after.passwordHash).not.toContain(result.password);
    expect(await verifyPassword(result.password, after.passwordHash)).toBe(true);
    expect(await s.db.selectFrom('vendorSessions').select('id').where('vendorId', '=', 20).execute()).toEqual([]);
    expect(await logsAbout('Reset the password of vendor')).toHaveLength(1);
  });

  it('logs a vendor out of every session and logs it', async () => {
    // The demo seed may already have signed vendor 21 in: count its sessions rather than assume none.
    const seeded = (await s.db.selectFrom('vendorSessions').select('id').where('vendorId', '=', 21).execute()).length;
    await s.db
      .insertInto('vendorSessions')
      .values([
        { vendorId: 21, tokenHash: 'h-21a', expiresAt: 9_999_999_999, createdAt: 1 },
        { vendorId: 21, tokenHash: 'h-21b', expiresAt: 9_999_999_999, createdAt: 1 },
      ])
      .execute();
    const answer = entities.Ack.parse(dataOf(await s.call(api.vendors.logout, { params: { id: 21 } })));
    expect(answer.message).toContain(`${seeded + 2} sessions`);
    expect(await s.db.selectFrom('vendorSessions').select('id').where('vendorId', '=', 21).execute()).toEqual([]);
    expect(await logsAbout('Logged out vendor')).toHaveLength(1);
  });
});
