import type { Migration } from 'kysely';
import { trigramIndex, type DialectName } from './helpers';

const INDEX = 'vendors_lower_phone_trgm_idx';

/**
 * 0015: the vendors' search also looks in the phone (`lower(phone) like '%digits%'`, server/repositories/
 * vendors.ts), through a trigram index on PostgreSQL like the name's (migration 0011, whose notes apply):
 * with the name's and the phone's indexes the planner ORs two bitmaps instead of reading every vendor.
 * SQLite has no such index: there the search walks the list's date index and tests each row, as for names.
 */
export const vendorPhoneTrigrams = (dialect: DialectName): Migration =>
  trigramIndex(dialect, INDEX, 'vendors', 'phone');
