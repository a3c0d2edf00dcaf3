import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { api, ParamsOf } from '../../src/api';
import type { Vendor } from '../../src/api/entities';
import type { Database, Db, VendorRow, VendorUpdate } from '../db/schema';
import { koboToNaira } from '../domain/money';
import { containsText, num, pageWindow, phoneDigits } from './sql';

export type VendorFilters = ParamsOf<typeof api.vendors.list>;

/** The vendor columns a Vendor shows (not the password hash). */
const VENDOR_COLUMNS = [
  'v.id',
  'v.fullname',
  'v.username',
  'v.phone',
  'v.email',
  'v.address',
  'v.profilePicture',
  'v.accessStatus',
  'v.phoneVerified',
  'v.emailVerified',
  'v.referredBy',
  'v.currDailyCostKobo',
  'v.dateCreated',
] as const;

/** Vendors with their referrer's name and how many vendors they referred, newest first. */
function vendorQuery(db: Db) {
  return db
    .selectFrom('vendors as v')
    .leftJoin('vendors as p', 'p.id', 'v.referredBy')
    .select(VENDOR_COLUMNS)
    .select((eb) => [
      'p.fullname as parentFullname',
      eb
        .selectFrom('vendors as c')
        .select(eb.fn.countAll().as('n'))
        .whereRef('c.referredBy', '=', 'v.id')
        .as('childrenReferralsCount'),
    ]);
}

type VendorWithReferrals = Omit<VendorRow, 'passwordHash'> & {
  parentFullname: string | null;
  childrenReferralsCount: unknown;
};

export function toVendor(row: VendorWithReferrals): Vendor {
  return {
    id: row.id,
    fullname: row.fullname,
    username: row.username,
    phone: row.phone,
    email: row.email,
    address: row.address,
    profilePicture: row.profilePicture,
    accessStatus: row.accessStatus,
    phoneVerified: row.phoneVerified,
    emailVerified: row.emailVerified,
    referredBy: row.referredBy,
    parent_referral:
      row.referredBy !== null && row.parentFullname !== null
        ? { id: row.referredBy, fullname: row.parentFullname }
        : null,
    childrenReferralsCount: num(row.childrenReferralsCount),
    dateCreated: Number(row.dateCreated),
    vendor_feature: { currDailyCost: koboToNaira(row.currDailyCostKobo) },
  };
}

/**
 * The search box's text (`searchName`): in the name, or, when it reads as a phone number, in the phone
 * (an extension of SPEC.md's name search, docs/contract.md). Both are trigram-indexed on PostgreSQL
 * (migrations 0011 and 0015).
 */
const nameOrPhone =
  (text: string) =>
  (eb: ExpressionBuilder<Database, 'vendors'>): Expression<SqlBool> =>
    eb.or([
      containsText('vendors.fullname', text),
      ...phoneDigits(text).map((digits) => containsText('vendors.phone', digits)),
    ]);

/**
 * A page of vendors, newest first: the page's ids are read first (filtered, ordered, limited and offset on
 * vendors alone), then only those rows get their referrer's name and referral count. With the join and the
 * count in the same query, PostgreSQL computed them for every row OFFSET skips too (2,000 rows on page 40).
 * Exported so tests can check its query plan.
 */
export function vendorListQuery(db: Db, f: VendorFilters) {
  let page = db.selectFrom('vendors').select(['vendors.id', 'vendors.dateCreated']);
  if (f.id !== undefined) page = page.where('vendors.id', '=', f.id);
  if (f.searchName !== undefined) page = page.where(nameOrPhone(f.searchName));
  if (f.from !== undefined) page = page.where('vendors.dateCreated', '>=', f.from);
  if (f.to !== undefined) page = page.where('vendors.dateCreated', '<=', f.to);
  if (f.accessStatus !== undefined) page = page.where('vendors.accessStatus', '=', f.accessStatus);
  if (f.phoneVerified !== undefined) page = page.where('vendors.phoneVerified', '=', f.phoneVerified);
  if (f.emailVerified !== undefined) page = page.where('vendors.emailVerified', '=', f.emailVerified);
  const { limit, offset } = pageWindow(f.page, f.limit);
  page = page.orderBy('vendors.dateCreated', 'desc').orderBy('vendors.id', 'desc').limit(limit).offset(offset);
  return vendorQuery(db)
    .innerJoin(page.as('page'), 'page.id', 'v.id')
    .orderBy('page.dateCreated', 'desc')
    .orderBy('page.id', 'desc');
}

export async function listVendors(db: Db, f: VendorFilters): Promise<Vendor[]> {
  const rows = await vendorListQuery(db, f).execute();
  return rows.map(toVendor);
}

export async function getVendor(db: Db, id: number): Promise<Vendor | undefined> {
  const row = await vendorQuery(db).where('v.id', '=', id).executeTakeFirst();
  return row && toVendor(row);
}

export const findVendorRow = (db: Db, id: number): Promise<VendorRow | undefined> =>
  db.selectFrom('vendors').selectAll().where('id', '=', id).executeTakeFirst();

export async function usernameTakenByOther(db: Db, username: string, vendorId: number): Promise<boolean> {
  const row = await db
    .selectFrom('vendors')
    .select('id')
    .where('username', '=', username)
    .where('id', '!=', vendorId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateVendorRow(db: Db, id: number, values: VendorUpdate): Promise<void> {
  await db.updateTable('vendors').set(values).where('id', '=', id).execute();
}
