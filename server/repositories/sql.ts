import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/schema';
import { dialectOf } from '../db/migrations/helpers';

/** The LIKE pattern (the query parameter) of containsText. */
const containsPattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive substring match, portable to SQLite and PostgreSQL; % and _ in the text match literally. */
export function containsText(column: string, text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`;
}

/**
 * The digit strings a phone search looks for, or none when the text is not a phone number (anything but
 * digits, spaces, '+', '-', '.', '(' and ')', or fewer than 3 digits). Nigerian numbers are written both
 * nationally (0803 123 4567) and internationally (+234 803 123 4567; the demo data stores +2348031234567),
 * so a leading 0 also looks for 234 and a leading 234 also for 0. Variants shorter than 3 digits are left
 * out: they would match nearly every number.
 */
export function phoneDigits(text: string): string[] {
  if (!/^[\d\s+().-]+$/.test(text)) return [];
  const digits = text.replace(/\D/g, '');
  if (digits.length < 3) return [];
  const other = digits.startsWith('234')
    ? `0${digits.slice(3)}`
    : digits.startsWith('0')
      ? `234${digits.slice(1)}`
      : '';
  return other.length >= 3 ? [digits, other] : [digits];
}

/** Case-insensitive equality (bus IDs, references). */
export function equalsText(column: string, text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) = ${text.toLowerCase()}`;
}

/** LIMIT/OFFSET of a 1-based page. */
export const pageWindow = (page: number, limit: number) => ({ limit, offset: (page - 1) * limit });

/** Counts and sums come back as strings from PostgreSQL (bigint/numeric) and numbers from SQLite. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** A unique-constraint violation from SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? String(error.code) : '';
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** Lists whose call has no page or limit answer at most this many rows (the largest page of any list). */
export const UNPAGED_LIMIT = 1000;

/** The smallest string above every string starting with `prefix` (binary order): prefix search by index range. */
export function prefixUpperBound(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  if (last >= 0xd7ff) return `${prefix}\u{10FFFF}`;
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

/**
 * Rows whose column starts with `prefix` (case-sensitive), as an index range in binary order. On
 * PostgreSQL the comparison is made in the "C" collation: the database's own may be linguistic
 * (en_US.UTF-8 ignores punctuation at first), where the range would miss rows (migration 0006 indexes it).
 */
export function startsWith(db: Db, column: string, prefix: string): Expression<SqlBool> {
  const ref = dialectOf(db) === 'postgres' ? sql`${sql.ref(column)} collate "C"` : sql.ref(column);
  return sql<SqlBool>`${ref} >= ${prefix} and ${ref} < ${prefixUpperBound(prefix)}`;
}
