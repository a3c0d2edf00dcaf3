import type { Migration } from 'kysely';
import { BIG, flag, index, notNull, refNotNull, table, type DialectName, type MigrationDb } from './helpers';

/**
 * 0014: the optional second factor (TOTP, RFC 6238) of admins (services/secondFactor.ts). One row per admin
 * that began enrolment (its secret, whether confirmed, the last time step accepted, against replay), the
 * SHA-256 of its one-time recovery codes, and the short-lived sign-in challenges (SHA-256 of the token).
 */
export const secondFactor = (dialect: DialectName): Migration => ({
  async up(db: MigrationDb) {
    await table(db, dialect, 'adminSecondFactors')
      .addColumn('adminId', 'integer', refNotNull('admins.id'))
      .addColumn('secret', 'text', notNull)
      .addColumn('enabled', 'integer', flag(0))
      .addColumn('lastUsedStep', BIG, flag(0))
      .addColumn('createdAt', BIG, notNull)
      .execute();
    await index(db, 'adminSecondFactors', ['adminId'], true);
    await table(db, dialect, 'adminRecoveryCodes')
      .addColumn('adminId', 'integer', refNotNull('admins.id'))
      .addColumn('codeHash', 'text', notNull)
      .execute();
    await index(db, 'adminRecoveryCodes', ['adminId', 'codeHash']);
    await table(db, dialect, 'loginChallenges')
      .addColumn('tokenHash', 'text', notNull)
      .addColumn('adminId', 'integer', refNotNull('admins.id'))
      .addColumn('kind', 'text', notNull)
      .addColumn('remember', 'integer', flag(0))
      .addColumn('expiresAt', BIG, notNull)
      .execute();
    await index(db, 'loginChallenges', ['tokenHash'], true);
  },
  async down(db: MigrationDb) {
    for (const name of ['loginChallenges', 'adminRecoveryCodes', 'adminSecondFactors'])
      await db.schema.dropTable(name).ifExists().execute();
  },
});
