import { describe, expect, it } from 'vitest';
import { AuthChanges } from '../../server/db/authChanges';
import type { AdminRow } from '../../server/db/schema';
import { SessionCache } from '../../server/services/sessionCache';

/** The cache's own rules, without a database: what a read overlapping a change must not leave behind. */
const admin = (privileges: string) => ({ id: 7, privileges }) as unknown as AdminRow;
const later = () => Math.floor(Date.now() / 1000) + 3600;

describe('the sessions cache', () => {
  it('answers a kept session without reading again, until a change of sessions or admins', async () => {
    const changes = new AuthChanges();
    const cache = new SessionCache(changes);
    let reads = 0;
    const read = async () => (reads++, { admin: admin('["ADMIN_DEVICE"]'), expiresAt: later() });
    await cache.adminFor('t', read);
    await cache.adminFor('t', read);
    expect(reads).toBe(1);
    changes.changed();
    await cache.adminFor('t', read);
    expect(reads).toBe(2);
  });

  it('does not keep what a read found when a change finished during that read', async () => {
    const changes = new AuthChanges();
    const cache = new SessionCache(changes);
    let reads = 0;
    // The read sees the row as it was; a demotion commits before the read's answer is handed back.
    const stale = async () => {
      reads++;
      const found = { admin: admin('["ADMIN_DEVICE"]'), expiresAt: later() };
      changes.changed();
      return found;
    };
    await cache.adminFor('t', stale);
    const fresh = async () => (reads++, { admin: admin('["ADMIN_REPORT"]'), expiresAt: later() });
    expect((await cache.adminFor('t', fresh))?.privileges).toBe('["ADMIN_REPORT"]');
    expect(reads).toBe(2);
  });

  it('keeps nothing while changes made elsewhere could go unheard (PostgreSQL listener not connected)', async () => {
    const changes = new AuthChanges(() => async () => undefined); // a listener that never says it is connected
    const cache = new SessionCache(changes);
    let reads = 0;
    const read = async () => (reads++, { admin: admin('[]'), expiresAt: later() });
    await cache.adminFor('t', read);
    await cache.adminFor('t', read);
    expect(reads).toBe(2);
  });

  it('does not answer a kept session past its expiry, and keeps no unknown token', async () => {
    const changes = new AuthChanges();
    const cache = new SessionCache(changes);
    let reads = 0;
    const expiring = async () => (reads++, { admin: admin('[]'), expiresAt: Math.floor(Date.now() / 1000) });
    await cache.adminFor('t', expiring);
    await cache.adminFor('t', expiring);
    expect(reads).toBe(2);
    const unknown = async () => (reads++, undefined);
    expect(await cache.adminFor('u', unknown)).toBeUndefined();
    expect(await cache.adminFor('u', unknown)).toBeUndefined();
    expect(reads).toBe(4);
  });
});
