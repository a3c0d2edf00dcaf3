import type { Insertable } from 'kysely';
import { insertBatches } from '../demo/context';
import type { Database, Db } from '../schema';

/** Rows per transaction: large enough to amortise the commit, small enough to stay light in memory. */
export const ROWS_PER_TRANSACTION = 20_000;

export type Progress = (message: string) => void;

/**
 * Inserts `total` rows made one at a time by `row(i)` (i from 0), ROWS_PER_TRANSACTION at a time, each
 * chunk in its own transaction: only one chunk of rows is ever in memory.
 */
export async function streamRows<T extends keyof Database & string>(
  db: Db,
  table: T,
  total: number,
  row: (i: number) => Insertable<Database[T]>,
  progress: Progress,
): Promise<void> {
  const started = Date.now();
  let lastReport = started;
  for (let from = 0; from < total; from += ROWS_PER_TRANSACTION) {
    const to = Math.min(total, from + ROWS_PER_TRANSACTION);
    const rows: Insertable<Database[T]>[] = [];
    for (let i = from; i < to; i++) rows.push(row(i));
    await db.transaction().execute((trx) => insertBatches(trx, table, rows));
    if (Date.now() - lastReport > 5_000 && to < total) {
      lastReport = Date.now();
      progress(`  ${table}: ${to.toLocaleString('en')} / ${total.toLocaleString('en')}`);
    }
  }
  progress(`${table}: ${total.toLocaleString('en')} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
