import type { AuthChanges } from '../db/authChanges';
import type { AdminRow } from '../db/schema';
import { nowUnix } from '../domain/clock';

/** Beyond this many signed-in tokens the cache starts afresh (a bound on memory, not a policy). */
const MAX_ENTRIES = 10_000;

interface Entry {
  admin: AdminRow;
  expiresAt: number;
}

/**
 * The admin behind each token seen lately, so that a request's session check needs no database read. Exact:
 * every change of sessions or admins through this server empties it (db/authChanges.ts counts them after each
 * statement and each commit), as does one made by another server on the same PostgreSQL (its notification,
 * db/authNotifications.ts); a lookup only keeps what it read when no change finished during its read, and
 * the expiry is checked on every use. Unknown tokens are not kept.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();

  constructor(private readonly changes: AuthChanges) {
    changes.onChange(() => this.#entries.clear());
    changes.startListening();
  }

  /** The admin of `tokenHash`, from memory, or by `read` (which answers the session's expiry with it). */
  async adminFor(
    tokenHash: string,
    read: () => Promise<{ admin: AdminRow; expiresAt: number } | undefined>,
  ): Promise<AdminRow | undefined> {
    const kept = this.#entries.get(tokenHash);
    if (kept && kept.expiresAt > nowUnix()) return kept.admin;
    const generation = this.changes.generation;
    const found = await read();
    if (!found) return undefined;
    if (this.changes.complete && this.changes.generation === generation) {
      if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
      this.#entries.set(tokenHash, found);
    }
    return found.admin;
  }
}

const caches = new WeakMap<AuthChanges, SessionCache>();

/** The one cache of a database's changes. */
export function sessionCacheOf(changes: AuthChanges): SessionCache {
  let cache = caches.get(changes);
  if (!cache) {
    cache = new SessionCache(changes);
    caches.set(changes, cache);
  }
  return cache;
}
