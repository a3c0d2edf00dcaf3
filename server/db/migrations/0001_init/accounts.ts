import { BIG, flag, index, notNull, ref, refNotNull, table, type DialectName, type MigrationDb } from '../helpers';

/** Admins and their sessions, vendors and theirs, wallets, topups and the activity log. */
export async function createAccountTables(db: MigrationDb, d: DialectName): Promise<void> {
  await table(db, d, 'admins')
    .addColumn('fullname', 'text', notNull)
    .addColumn('username', 'text', notNull)
    .addColumn('phone', 'text', notNull)
    .addColumn('email', 'text', notNull)
    .addColumn('address', 'text', notNull)
    .addColumn('profilePicture', 'text')
    .addColumn('passwordHash', 'text', notNull)
    .addColumn('privileges', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('usertype', 'integer', flag(1))
    .addColumn('accessStatus', 'integer', flag(1))
    .addColumn('dateCreated', BIG, notNull)
    .execute();
  await index(db, 'admins', ['username'], true);

  await table(db, d, 'sessions')
    .addColumn('tokenHash', 'text', notNull)
    .addColumn('adminId', 'integer', refNotNull('admins.id'))
    .addColumn('expiresAt', BIG, notNull)
    .addColumn('remember', 'integer', flag(0))
    .addColumn('createdAt', BIG, notNull)
    .execute();
  await index(db, 'sessions', ['tokenHash'], true);
  await index(db, 'sessions', ['adminId']);
  await index(db, 'sessions', ['expiresAt']);

  await table(db, d, 'vendors')
    .addColumn('fullname', 'text', notNull)
    .addColumn('username', 'text', notNull)
    .addColumn('phone', 'text', notNull)
    .addColumn('email', 'text', notNull)
    .addColumn('address', 'text', notNull)
    .addColumn('profilePicture', 'text')
    .addColumn('passwordHash', 'text', notNull)
    .addColumn('accessStatus', 'integer', flag(1))
    .addColumn('phoneVerified', 'integer', flag(0))
    .addColumn('emailVerified', 'integer', flag(0))
    .addColumn('referredBy', 'integer', ref('vendors.id', 'set null'))
    .addColumn('currDailyCostKobo', BIG, flag(0))
    .addColumn('dateCreated', BIG, notNull)
    .execute();
  await index(db, 'vendors', ['username'], true);
  await index(db, 'vendors', ['dateCreated']);
  await index(db, 'vendors', ['accessStatus', 'dateCreated']);
  await index(db, 'vendors', ['referredBy']);

  await table(db, d, 'vendorSessions')
    .addColumn('tokenHash', 'text', notNull)
    .addColumn('vendorId', 'integer', refNotNull('vendors.id'))
    .addColumn('expiresAt', BIG, notNull)
    .addColumn('createdAt', BIG, notNull)
    .execute();
  await index(db, 'vendorSessions', ['tokenHash'], true);
  await index(db, 'vendorSessions', ['vendorId']);

  await table(db, d, 'wallets')
    .addColumn('vendorId', 'integer', refNotNull('vendors.id'))
    .addColumn('amountKobo', BIG, flag(0))
    .addColumn('dateCreated', BIG, notNull)
    .execute();
  await index(db, 'wallets', ['vendorId'], true);

  await table(db, d, 'topups')
    .addColumn('vendorId', 'integer', refNotNull('vendors.id'))
    .addColumn('walletId', 'integer', refNotNull('wallets.id'))
    .addColumn('requestedAmountKobo', BIG, notNull)
    .addColumn('amountPaidKobo', BIG, flag(0))
    .addColumn('status', 'text', notNull)
    .addColumn('channel', 'text', notNull)
    .addColumn('reference', 'text', notNull)
    .addColumn('source', 'text', notNull)
    .addColumn('timePaid', BIG)
    .addColumn('adminId', 'integer', ref('admins.id', 'set null'))
    .addColumn('dateCreated', BIG, notNull)
    .execute();
  await index(db, 'topups', ['reference'], true);
  await index(db, 'topups', ['vendorId', 'dateCreated']);
  await index(db, 'topups', ['walletId']);
  await index(db, 'topups', ['dateCreated']);
  await index(db, 'topups', ['status', 'source']);

  await table(db, d, 'activityLogs')
    .addColumn('actorType', 'text', notNull)
    .addColumn('adminId', 'integer', ref('admins.id', 'set null'))
    .addColumn('vendorId', 'integer', ref('vendors.id', 'set null'))
    .addColumn('activityLogDesc', 'text', notNull)
    .addColumn('dateCreated', BIG, notNull)
    .execute();
  await index(db, 'activityLogs', ['adminId', 'dateCreated']);
  await index(db, 'activityLogs', ['vendorId', 'dateCreated']);
  await index(db, 'activityLogs', ['actorType', 'dateCreated']);
}
