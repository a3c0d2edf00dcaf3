import { sql } from 'kysely';
import { nowUnix } from '../../domain/clock';
import { withRollupsRebuilt } from '../migrations/0007_rollups';
import { dialectOf, type MigrationDb } from '../migrations/helpers';
import type { Database, Db } from '../schema';
import { withoutIndexes } from '../scale/sqliteBulk';

/**
 * Every column holding a time (unix seconds), by table: what moves when the demo's clock does. A time column the
 * demo seed fills and this list leaves out fails tests/server/seed.test.ts, where a moved seed must equal a later one.
 * (adminSecondFactors.lastUsedStep counts 30-second steps of real codes: not a demo date.)
 */
const TIME_COLUMNS: { [T in keyof Database]?: readonly (keyof Database[T] & string)[] } = {
  admins: ['dateCreated'],
  sessions: ['expiresAt', 'createdAt'],
  loginFailures: ['createdAt'],
  loginKnownClients: ['signedInAt'],
  loginChallenges: ['expiresAt'],
  adminSecondFactors: ['createdAt'],
  vendors: ['dateCreated'],
  vendorSessions: ['expiresAt', 'createdAt'],
  wallets: ['dateCreated'],
  topups: ['timePaid', 'dateCreated'],
  routes: ['dateCreated'],
  devices: ['lastseen', 'dateCreated'],
  devicePlaces: ['dateCreated'],
  deviceHistory: ['dateCreated', 'dateUpdated'],
  ads: ['dateCreated'],
  adEvents: ['createdAt'],
  transactions: ['dateCreated'],
  prices: ['dateCreated'],
  pricePlans: ['dateCreated'],
  customers: ['dateCreated'],
  activityLogs: ['dateCreated'],
};

interface ShiftOptions {
  /** Default: now. */
  now?: number;
  /**
   * Awaited between statements: in the browser, a turn of the event loop, so the page answers its user while
   * the statements, each well under 100 ms, run one by one (the whole move takes about 0.7 s there).
   */
  pause?: () => Promise<void>;
}

/**
 * Moves the demo data's dates from `seededAt`, the second the seed made them relative to, to `now`, in one
 * transaction, the rollups rebuilt after: mock mode does it to the database the build seeded, so its screens
 * look as alive as a seed made now. A week later, it is the seed of a week later (tests/server/seed.test.ts).
 */
export async function shiftDemo(db: Db, seededAt: number, options: ShiftOptions = {}): Promise<void> {
  const { now = nowUnix(), pause = async () => undefined } = options;
  const seconds = Math.round(now - seededAt);
  if (seconds === 0) return;
  await db.transaction().execute(async (trx) => {
    const dialect = dialectOf(trx);
    const tables = Object.keys(TIME_COLUMNS) as (keyof typeof TIME_COLUMNS)[];
    const move = async () => {
      for (const table of tables) {
        const sets = TIME_COLUMNS[table]!.map((c) => sql`${sql.ref(c)} = ${sql.ref(c)} + ${sql.lit(seconds)}`);
        await pause();
        await sql`update ${sql.table(table)} set ${sql.join(sets)}`.execute(trx);
      }
    };
    await withRollupsRebuilt(trx as unknown as MigrationDb, dialect, async () => {
      // SQLite in WebAssembly moves 50,000 events through their 8 indexes in ~1 s, and builds the indexes
      // afresh in a third of that: they go while the dates move.
      if (dialect === 'sqlite') await withoutIndexes(trx, tables, move, pause);
      else await move();
      await pause();
    });
  });
}
