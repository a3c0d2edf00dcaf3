import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import type { Admin } from '../../src/api/entities';
import { findAdminById } from '../../server/repositories/admins';
import { OWN_ROLE_FORBIDDEN, OWN_USERNAME_FORBIDDEN, updateAdmin } from '../../server/services/admins';
import { USERNAME_TAKEN } from '../../server/services/vendors';
import { expectRefused } from './helpers/money';
import { dataOf, SERVER_START_TIMEOUT, startTestServer, type TestServer } from './helpers/testServer';

/** Issue 30 items 3 and 7: privileges compared as sets, and no username probe through one's own profile. */
let s: TestServer;
let viewer: string;
let self: Admin;
beforeAll(async () => {
  s = await startTestServer();
  viewer = await s.login('viewer');
  self = dataOf<Admin>(await s.call(api.admins.me, { token: viewer }));
}, SERVER_START_TIMEOUT);
afterAll(() => s?.close());

const own = (change: Record<string, unknown> = {}) => ({
  fullname: self.fullname,
  username: self.username,
  phone: self.phone,
  email: self.email,
  address: self.address,
  ...change,
});
const updateSelf = (change: Record<string, unknown>) =>
  s.call(api.admins.update, { params: { id: self.id }, body: own(change), token: viewer });
const storedPrivileges = async () => (await findAdminById(s.db, self.id))!.privileges;

describe('privileges as sets', () => {
  it('refuses a repeated privilege in the own update (400 naming it), keeping the stored privileges', async () => {
    expect(self.privileges).toEqual(['ADMIN_DEVICE', 'ADMIN_REPORT']);
    const before = await storedPrivileges();
    const answer = await updateSelf({ privileges: ['ADMIN_REPORT', 'ADMIN_REPORT'] });
    expectRefused(answer, 2, 'privileges: Privilege ADMIN_REPORT is listed more than once');
    expect(await storedPrivileges()).toBe(before);
  });

  it("refuses repeats in the Admins module's create and update too", async () => {
    const body = {
      ...own({ username: 'twice.listed' }),
      password: 'a-long-password',
      privileges: ['ADMIN_AD', 'ADMIN_AD'],
    };
    expectRefused(await s.call(api.admins.create, { body }), 2, 'Privilege ADMIN_AD is listed more than once');
    const other = { ...own(), privileges: ['ADMIN_DEVICE', 'ADMIN_REPORT', 'ADMIN_DEVICE'] };
    expectRefused(await s.call(api.admins.update, { params: { id: self.id }, body: other }), 2, 'ADMIN_DEVICE');
  });

  it('compares on sets in the service itself: a repeat standing for a dropped privilege is a change (403)', async () => {
    const actor = (await findAdminById(s.db, self.id))!;
    const body = { ...own(), privileges: ['ADMIN_REPORT', 'ADMIN_REPORT'] } as Parameters<typeof updateAdmin>[3];
    await expect(updateAdmin(s.db, actor, self.id, body)).rejects.toMatchObject({ message: OWN_ROLE_FORBIDDEN });
    const same = { ...own(), privileges: ['ADMIN_REPORT', 'ADMIN_DEVICE', 'ADMIN_REPORT'] } as typeof body;
    await expect(updateAdmin(s.db, actor, self.id, same)).resolves.toMatchObject({
      privileges: ['ADMIN_DEVICE', 'ADMIN_REPORT'],
    });
  });
});

describe('renaming oneself', () => {
  it('answers a taken and a free name alike without the Admins privilege, renaming nothing', async () => {
    const taken = await updateSelf({ username: 'admin' });
    const free = await updateSelf({ username: 'no.such.admin.30' });
    expect(taken.status).toBe(403);
    expect(taken.json.error).toEqual({ code: 4, message: OWN_USERNAME_FORBIDDEN, status: 403 });
    expect({ status: free.status, body: free.json }).toEqual({ status: taken.status, body: taken.json });
    expect((await findAdminById(s.db, self.id))!.username).toBe('viewer');
    // The own name, in any case or width, is no rename.
    expect((await updateSelf({ username: 'VIEWER' })).status).toBe(200);
  });

  it('still tells a holder of the Admins privilege that a name is taken, and lets it rename itself', async () => {
    const me = dataOf<Admin>(await s.call(api.admins.me));
    const rename = (username: string) =>
      s.call(api.admins.update, {
        params: { id: me.id },
        body: { fullname: me.fullname, username, phone: me.phone, email: me.email, address: me.address },
      });
    expectRefused(await rename('viewer'), 1, USERNAME_TAKEN);
    expect(dataOf<Admin>(await rename('admin.renamed')).username).toBe('admin.renamed');
    expect(dataOf<Admin>(await rename('admin')).username).toBe('admin');
  });
});
