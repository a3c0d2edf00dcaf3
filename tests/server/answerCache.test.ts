import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/api';
import type { Vendor } from '../../src/api/entities';
import { AnswerCache } from '../../server/http/answerCache';
import { dataOf, rowsOf, startTestServer, type TestServer } from './helpers/testServer';

describe('AnswerCache', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a stored body only while the data version and the second are those it was stored under', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00.000Z') });
    let version = 'a';
    const cache = new AnswerCache({ version: () => version });
    const body = Buffer.from('{"content":{}}');
    const stamp = cache.stamp();
    cache.set('1 /x', stamp, body);
    expect(cache.get('1 /x', cache.stamp())).toBe(body);
    expect(cache.get('2 /x', cache.stamp())).toBeUndefined();

    vi.setSystemTime(new Date('2026-11-22T10:00:00.999Z'));
    expect(cache.get('1 /x', cache.stamp())).toBe(body);
    vi.setSystemTime(new Date('2026-11-22T10:00:01.000Z'));
    expect(cache.get('1 /x', cache.stamp())).toBeUndefined();

    cache.set('1 /x', cache.stamp(), body);
    version = 'b';
    expect(cache.get('1 /x', cache.stamp())).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never serves an answer computed while the data changed under it', () => {
    let version = 'a';
    const cache = new AnswerCache({ version: () => version });
    const stamp = cache.stamp();
    version = 'b'; // a write lands while the handler computes its answer
    cache.set('1 /x', stamp, Buffer.from('old'));
    expect(cache.get('1 /x', cache.stamp())).toBeUndefined();
  });

  it('keeps at most maxBytes, dropping the least recently used answers first, and skips answers too big to keep', () => {
    const cache = new AnswerCache({ version: () => 'v', maxBytes: 800 });
    const stamp = cache.stamp();
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, stamp, Buffer.alloc(100));
    expect(cache.get('a', stamp)).toBeDefined(); // a is now the most recently used
    for (const key of ['e', 'f', 'g', 'h', 'i']) cache.set(key, stamp, Buffer.alloc(100));
    expect(cache.size).toBe(8);
    expect(cache.get('b', stamp)).toBeUndefined();
    expect(cache.get('a', stamp)).toBeDefined();
    cache.set('big', stamp, Buffer.alloc(101));
    expect(cache.get('big', stamp)).toBeUndefined();
  });
});

describe('read answers stay fresh', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s?.close());

  const vendor = async (id: number) => rowsOf<Vendor>(await s.call(api.vendors.list, { params: { page: 1, limit: 50, id } }))[0];

  it('a write through the API shows in the very next read of the same URL', async () => {
    const before = await vendor(12);
    expect((await vendor(12)).fullname).toBe(before.fullname);
    const body = { fullname: 'Fresh Answer', username: before.username, phone: before.phone, email: before.email, address: before.address ?? '' };
    expect((await s.call(api.vendors.update, { params: { id: 12 }, body })).status).toBe(200);
    expect((await vendor(12)).fullname).toBe('Fresh Answer');
  });

  it('a write straight to the database, outside any request, shows in the next read', async () => {
    await vendor(13);
    await s.db.updateTable('vendors').set({ fullname: 'Written Directly' }).where('id', '=', 13).execute();
    expect((await vendor(13)).fullname).toBe('Written Directly');
  });

  it.skipIf(process.env.TEST_DATABASE_URL)('a write committed by another process (another connection to the file) shows in the next read', async () => {
    await vendor(14);
    const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(s.db);
    const other = new SQLite(rows[0].file);
    try {
      other.prepare('UPDATE vendors SET fullname = ? WHERE id = ?').run('Another Process', 14);
    } finally {
      other.close();
    }
    expect((await vendor(14)).fullname).toBe('Another Process');
  });

  it('an answer kept for one admin is never given to another: each gets their own, and privileges are checked on every call', async () => {
    const admin = await s.adminToken();
    const viewer = await s.login('viewer');
    const me = (token: string) => s.call(api.admins.me, { token }).then((a) => dataOf<{ username: string }>(a).username);
    expect(await me(admin)).toBe('admin');
    expect(await me(viewer)).toBe('viewer');
    expect(await me(admin)).toBe('admin');
    expect((await s.call(api.admins.list, { token: admin })).status).toBe(200);
    expect((await s.call(api.admins.list, { token: viewer })).status).toBe(403);
    expect((await s.call(api.admins.list, { token: null })).status).toBe(401);
  });
});
