import type { Migration } from 'kysely';
import { trigramIndex, type DialectName } from './helpers';

const INDEX = 'vendors_lower_fullname_trgm_idx';

/**
 * 0011: the vendors' name search (`lower(fullname) like '%text%'`) on PostgreSQL through a trigram index.
 * Without it PostgreSQL guessed a handful of matches for any text and read every vendor (a parallel
 * sequential scan, 30–250 ms on the large dataset); with it a rare text is a bitmap of its few rows, and
 * the index's statistics of lower(fullname) tell it when a common text is better found by walking the
 * list's date index. pg_trgm comes with PostgreSQL (Debian's server package includes the contrib modules)
 * and is a trusted extension: a database owner may create it. Where it is not installed, the search reads
 * as before. fastupdate off: new names go into the index at once, not into a pending list that every
 * search reads whole until a vacuum (and that made the planner price the index out); vendors are added
 * one at a time, so the index's insert cost does not matter. SQLite has no such index: there the search walks the list's date index and tests each name,
 * fast enough for 100,000 vendors.
 */
export const nameSearchTrigrams = (dialect: DialectName): Migration =>
  trigramIndex(dialect, INDEX, 'vendors', 'fullname');
