import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DialectName } from './migrations/helpers';
import { init } from './migrations/0001_init';
import { listIndexes } from './migrations/0002_list_indexes';
import { moneyIndexes } from './migrations/0003_money_indexes';
import { reportIndexes } from './migrations/0004_report_indexes';
import { loginFailures } from './migrations/0005_login_failures';
import { binaryTextPrefix } from './migrations/0006_binary_text_prefix';
import { rollups } from './migrations/0007_rollups';
import { normalizedUsernames } from './migrations/0008_normalized_usernames';
import { loginKnownClients } from './migrations/0009_login_known_clients';
import { listOrderIndexes } from './migrations/0010_list_order_indexes';
import { nameSearchTrigrams } from './migrations/0011_name_search_trigrams';
import { walletVendorActive } from './migrations/0012_wallet_vendor_active';
import { secondFactor } from './migrations/0014_second_factor';
import { vendorPhoneTrigrams } from './migrations/0015_vendor_phone_trigrams';
import { authNotifications } from './migrations/0016_auth_notifications';
import type { Db } from './schema';

/** Every migration, in order. Names sort alphabetically; never edit one that has shipped. */
function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001_init': init(dialect),
    '0002_list_indexes': listIndexes,
    '0003_money_indexes': moneyIndexes,
    '0004_report_indexes': reportIndexes,
    '0005_login_failures': loginFailures(dialect),
    '0006_binary_text_prefix': binaryTextPrefix(dialect),
    '0007_rollups': rollups(dialect),
    '0008_normalized_usernames': normalizedUsernames,
    '0009_login_known_clients': loginKnownClients(dialect),
    '0010_list_order_indexes': listOrderIndexes(dialect),
    '0011_name_search_trigrams': nameSearchTrigrams(dialect),
    '0012_wallet_vendor_active': walletVendorActive(dialect),
    '0014_second_factor': secondFactor(dialect),
    '0015_vendor_phone_trigrams': vendorPhoneTrigrams(dialect),
    '0016_auth_notifications': authNotifications(dialect),
  };
}

class InlineProvider implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations(this.dialect);
  }
}

/** Brings the schema up to date; throws with the failing migration's name when one fails. */
export async function migrateToLatest(db: Db, dialect: DialectName = 'sqlite'): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new InlineProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` ${failed.migrationName}` : '';
    throw new Error(`Migration${name} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
