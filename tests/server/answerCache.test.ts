import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, API_BASE_PATH, fillPath } from '../../src/api';
import type { Vendor } from '../../src/api/entities';
import { gunzipSync } from 'node:zlib';
import type { AdminRow } from '../../server/db/schema';
import { AnswerCache } from '../../server/http/answerCache';
import { acceptsGzip } from '../../server/handlers/registrar';
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
    expect(cache.get('1 /x', cache.stamp())?.json).toBe(body);
    expect(cache.get('2 /x', cache.stamp())).toBeUndefined();

    vi.setSystemTime(new Date('2026-11-22T10:00:00.999Z'));
    expect(cache.get('1 /x', cache.stamp())?.json).toBe(body);
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

  it('computes an answer once for the callers that ask for it while it is being computed, and again at a new stamp', async () => {
    let version = 'a';
    const cache = new AnswerCache({ version: () => version });
    let runs = 0;
    const make = async () => {
      runs++;
      await Promise.resolve();
      return Buffer.from(`{"run":${runs}}`);
    };
    const stamp = cache.stamp();
    const [first, second] = await Promise.all([cache.compute('k', stamp, make), cache.compute('k', stamp, make)]);
    expect(runs).toBe(1);
    expect(second).toBe(first);
    expect(cache.get('k', stamp)).toBe(first);
    version = 'b';
    await cache.compute('k', cache.stamp(), make);
    expect(runs).toBe(2);
    const failing = cache.compute('bad', cache.stamp(), () => Promise.reject(new Error('no such vendor')));
    await expect(failing).rejects.toThrow('no such vendor');
    expect(cache.get('bad', cache.stamp())).toBeUndefined();
    await cache.compute('bad', cache.stamp(), make);
    expect(runs).toBe(3);
  });

  it('keeps the admin of a session token only under the stamp it was looked up under', () => {
    let version = 'a';
    const cache = new AnswerCache({ version: () => version });
    const admin = { id: 1 } as AdminRow;
    cache.rememberAdmin('token', cache.stamp(), admin);
    expect(cache.admin('token', cache.stamp())).toBe(admin);
    expect(cache.admin('other', cache.stamp())).toBeUndefined();
    version = 'b'; // e.g. the session was ended or the admin disabled
    expect(cache.admin('token', cache.stamp())).toBeUndefined();
  });

  it('gzips an answer of 1 kB or more once, and leaves shorter ones as they are', () => {
    const cache = new AnswerCache({ version: () => 'v' });
    const long = cache.set('long', cache.stamp(), Buffer.from(JSON.stringify({ content: { data: 'x'.repeat(5000) } })));
    const gzip = cache.gzipped(long);
    expect(gzip && gunzipSync(gzip).equals(long.json)).toBe(true);
    expect(cache.gzipped(long)).toBe(gzip);
    expect(cache.gzipped(cache.set('short', cache.stamp(), Buffer.from('{"content":{"data":1}}')))).toBeUndefined();
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
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

  it.skipIf(process.env.TEST_DATABASE_URL)('answers gzipped to a client that accepts it, the same JSON to one that does not, and varies on Accept-Encoding', async () => {
    const path = `${API_BASE_PATH}${fillPath(api.vendors.list.path, { page: 1, limit: 50 })}`;
    const token = await s.adminToken();
    const get = (encoding: string) => s.app.inject({ method: 'GET', url: path, headers: { token, 'accept-encoding': encoding } });
    const plain = await get('identity');
    const zipped = await get('gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(plain.json().content.data.all).toHaveLength(50);
  });
});
