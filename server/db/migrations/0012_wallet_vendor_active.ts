import { sql, type Migration } from 'kysely';
import { index, type DialectName, type MigrationDb } from './helpers';

const INDEX: [string, string[]] = ['wallets', ['vendorActive', 'dateCreated', 'id']];

/**
 * 0012: the wallets list filtered on its vendor's status ('active' or 'inactive'), newest first, read in
 * list order from one index. The filter is a column of vendors and the order one of wallets, so no index
 * served both: a page of inactive wallets (6 % of the vendors) walked wallets newest first and looked up
 * each one's vendor, about 33,000 lookups for page 40 on the large dataset, or PostgreSQL read every wallet
 * and every vendor (55 ms) while the small dataset's same call took a few. Each wallet now carries its
 * vendor's status as a flag (1 when accessStatus is 1, else 0), kept by triggers on both databases whoever
 * writes: a wallet takes it when inserted or moved to another vendor, and a vendor's status change updates
 * its wallets (one each).
 */
export const walletVendorActive = (dialect: DialectName): Migration => ({
  async up(db: MigrationDb) {
    await db.schema
      .alterTable('wallets')
      .addColumn('vendorActive', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update wallets set "vendorActive" = 1
      where exists (select 1 from vendors v where v.id = wallets."vendorId" and v."accessStatus" = 1)`.execute(db);
    await index(db, ...INDEX);
    if (dialect === 'sqlite') {
      const fromVendor = sql.raw(`(select case when v."accessStatus" = 1 then 1 else 0 end from vendors v
        where v.id = NEW."vendorId")`);
      await sql`create trigger "wallets_vendorActive_insert" after insert on wallets begin
        update wallets set "vendorActive" = ${fromVendor} where id = NEW.id; end`.execute(db);
      await sql`create trigger "wallets_vendorActive_move" after update of "vendorId" on wallets begin
        update wallets set "vendorActive" = ${fromVendor} where id = NEW.id; end`.execute(db);
      await sql`create trigger "vendors_walletsActive" after update of "accessStatus" on vendors begin
        update wallets set "vendorActive" = case when NEW."accessStatus" = 1 then 1 else 0 end
        where "vendorId" = NEW.id; end`.execute(db);
      await sql`analyze ${sql.ref(`${INDEX[0]}_${INDEX[1].join('_')}_idx`)}`.execute(db);
      return;
    }
    await sql`create function "wallets_vendorActive"() returns trigger language plpgsql as $$
      begin
        NEW."vendorActive" := coalesce((select case when v."accessStatus" = 1 then 1 else 0 end from vendors v
          where v.id = NEW."vendorId"), 0);
        return NEW;
      end $$`.execute(db);
    await sql`create trigger "wallets_vendorActive" before insert or update of "vendorId" on wallets
      for each row execute function "wallets_vendorActive"()`.execute(db);
    await sql`create function "vendors_walletsActive"() returns trigger language plpgsql as $$
      begin
        update wallets set "vendorActive" = case when NEW."accessStatus" = 1 then 1 else 0 end
          where "vendorId" = NEW.id;
        return null;
      end $$`.execute(db);
    await sql`create trigger "vendors_walletsActive" after update of "accessStatus" on vendors
      for each row when (OLD."accessStatus" is distinct from NEW."accessStatus")
      execute function "vendors_walletsActive"()`.execute(db);
  },
  async down(db: MigrationDb) {
    if (dialect === 'sqlite') {
      for (const name of ['wallets_vendorActive_insert', 'wallets_vendorActive_move', 'vendors_walletsActive'])
        await sql`drop trigger if exists ${sql.ref(name)}`.execute(db);
    } else {
      await sql`drop function if exists "wallets_vendorActive"() cascade`.execute(db);
      await sql`drop function if exists "vendors_walletsActive"() cascade`.execute(db);
    }
    await db.schema
      .dropIndex(`${INDEX[0]}_${INDEX[1].join('_')}_idx`)
      .ifExists()
      .execute();
    await db.schema.alterTable('wallets').dropColumn('vendorActive').execute();
  },
});
