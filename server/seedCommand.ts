import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from './config';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { fillScale } from './db/scale/fillScale';
import { SCALES, sizesFor, type ScaleName } from './db/scale/sizes';

const USAGE = 'usage: npm run seed -- --scale large|small [--database sqlite:PATH|postgres://...] [--force]';

/** `npm run seed`: migrates, then streams a scaled dataset into an empty database (or any, with --force). */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: 'small' },
      database: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  if (!(values.scale in SCALES)) throw new Error(`unknown scale '${values.scale}'\n${USAGE}`);
  const env = values.database === undefined ? process.env : { ...process.env, DATABASE_URL: values.database };
  const target = loadConfig(env).DATABASE_URL;
  // No statement deadline: one batch of the large dataset may take longer than a request may.
  const db = openDatabase({ ...target, statementTimeoutMs: undefined }, { onThisThread: true });
  const started = Date.now();
  try {
    await migrateToLatest(db, target.kind);
    const { count } = await db
      .selectFrom('admins')
      .select(sql<number>`count(*)`.as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) > 0 && !values.force)
      throw new Error('the database is not empty: seed a new one, or pass --force');
    const sizes = sizesFor(SCALES[values.scale as ScaleName]);
    console.log(`Seeding scale ${values.scale}: ${JSON.stringify(sizes)}`);
    await fillScale(db, target.kind, sizes, (message) => console.log(message));
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
