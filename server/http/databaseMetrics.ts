import { Gauge, type Registry } from 'prom-client';
import { databaseStats, type DatabaseStats } from '../db/connect';
import type { Db } from '../db/schema';

type StatsOf<K extends DatabaseStats['kind']> = Extract<DatabaseStats, { kind: K }>;

/** Gauges read at each scrape from the database's current figures, by name: [help, value]. */
function gauges<K extends DatabaseStats['kind']>(
  registry: Registry,
  db: Db,
  kind: K,
  table: Record<string, [help: string, value: (stats: StatsOf<K>) => number]>,
): void {
  for (const [name, [help, value]] of Object.entries(table))
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = databaseStats(db);
        if (stats?.kind === kind) this.set(value(stats as StatsOf<K>));
      },
    });
}

/**
 * The database's side: the PostgreSQL pool's connections and the queries waiting for one, or the SQLite
 * threads' busy readers and queued reads and writes. None for a database on the server's own thread
 * (':memory:'), which has no pool or queue.
 */
export function installDatabaseMetrics(registry: Registry, db: Db): void {
  const kind = databaseStats(db)?.kind;
  if (kind === 'postgres')
    gauges(registry, db, kind, {
      postgres_pool_connections: ['Connections the PostgreSQL pool holds open, idle or in use', (s) => s.total],
      postgres_pool_idle_connections: ['Open pool connections not in use', (s) => s.idle],
      postgres_pool_waiting_queries: ['Queries waiting for a pool connection (all in use)', (s) => s.waiting],
    });
  if (kind === 'sqlite')
    gauges(registry, db, kind, {
      sqlite_readers: ['Read-only SQLite connections, each on its own thread (SQLITE_READERS)', (s) => s.readers],
      sqlite_readers_busy: ['Readers running a statement', (s) => s.readersBusy],
      sqlite_reads_queued: ['Reads waiting for a free reader', (s) => s.readsQueued],
      sqlite_writer_busy: ['1 while the writer runs a statement or transaction, else 0', (s) => Number(s.writerBusy)],
      sqlite_writes_queued: ['Writes waiting for the writer', (s) => s.writesQueued],
    });
}
