import pg from 'pg';
import type { AuthChanges } from './authChanges';
import { AUTH_CHANNEL } from './migrations/0016_auth_notifications';

/** After a lost connection, the next try to listen again. */
const RETRY_MS = 1000;

/**
 * Changes of admins and sessions made by other servers on the same PostgreSQL (or by anyone: migration 0016's
 * triggers notify on every such statement), told to `changes` as they arrive. One connection of its own,
 * LISTENing. While it is not connected, `changes.complete` is false and the sessions cache is not used, so a
 * change elsewhere is never missed; reconnecting counts as a change (anything may have happened meanwhile).
 * Answers a function that stops listening.
 */
export function listenForAuthChanges(
  url: string,
  changes: AuthChanges,
  onError: (e: Error) => void,
): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const lost = () => {
    changes.complete = false;
    changes.changed();
    client = undefined;
    if (!stopped) retry = setTimeout(connect, RETRY_MS).unref();
  };
  const connect = () => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    client = c;
    c.on('notification', () => changes.changed());
    c.on('error', (error) => {
      if (!stopped) onError(error);
      void c.end().catch(() => undefined);
    });
    c.once('end', () => {
      if (client === c) lost();
    });
    c.connect()
      .then(() => c.query(`LISTEN ${AUTH_CHANNEL}`))
      .then(() => {
        if (client !== c) return;
        changes.complete = true;
        changes.changed();
      })
      .catch((error: Error) => {
        if (!stopped) onError(error);
        if (client === c) lost();
        void c.end().catch(() => undefined);
      });
  };
  connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = undefined;
    changes.complete = false;
    await c?.end().catch(() => undefined);
  };
}
