import { PRIVILEGE_NAMES, type Privilege } from '../../../src/api';
import { DAY } from '../../domain/clock';
import { hashPassword } from '../../domain/passwords';
import { serializePrivileges } from '../../domain/privileges';
import { insertOne, type SeedContext } from './context';

/** The two demo sign-ins printed at boot. */
export const DEMO_LOGINS = [
  { username: 'admin', password: 'admin', role: 'Admin, all privileges' },
  { username: 'viewer', password: 'viewer', role: 'Non-Admin, reports and devices only' },
] as const;

interface AdminSeed {
  fullname: string;
  username: string;
  password?: string;
  phone: string;
  email: string;
  address: string;
  usertype: number;
  accessStatus?: number;
  privileges: readonly Privilege[];
  ageDays: number;
}

const ADMINS: AdminSeed[] = [
  {
    fullname: 'Adaeze Okafor',
    username: 'admin',
    password: 'admin',
    phone: '+2348031234567',
    email: 'adaeze.okafor@busads.ng',
    address: '14 Opebi Road, Ikeja, Lagos',
    usertype: 0,
    privileges: PRIVILEGE_NAMES,
    ageDays: 420,
  },
  {
    fullname: 'Tunde Bakare',
    username: 'viewer',
    password: 'viewer',
    phone: '+2348059876543',
    email: 'tunde.bakare@busads.ng',
    address: '3 Herbert Macaulay Way, Yaba, Lagos',
    usertype: 1,
    privileges: ['ADMIN_REPORT', 'ADMIN_DEVICE'],
    ageDays: 300,
  },
  {
    fullname: 'Halima Yusuf',
    username: 'halima.ops',
    phone: '+2348135550101',
    email: 'halima.yusuf@busads.ng',
    address: '22 Aminu Kano Crescent, Wuse 2, Abuja',
    usertype: 1,
    privileges: ['ADMIN_VENDOR', 'ADMIN_WALLET', 'ADMIN_TOPUP', 'ADMIN_CUSTOMER'],
    ageDays: 260,
  },
  {
    fullname: 'Chinedu Eze',
    username: 'chinedu.fleet',
    phone: '+2347065550202',
    email: 'chinedu.eze@busads.ng',
    address: '8 Agege Motor Road, Oshodi, Lagos',
    usertype: 1,
    privileges: ['ADMIN_DEVICE', 'ADMIN_ROUTE'],
    ageDays: 190,
  },
  {
    fullname: 'Folake Adeyemi',
    username: 'folake.finance',
    phone: '+2349035550303',
    email: 'folake.adeyemi@busads.ng',
    address: '5 Broad Street, Lagos Island, Lagos',
    usertype: 1,
    privileges: ['ADMIN_TRANSACTION', 'ADMIN_PRICE', 'ADMIN_REPORT', 'ADMIN_TOPUP'],
    ageDays: 150,
  },
  {
    fullname: 'Musa Ibrahim',
    username: 'musa.former',
    phone: '+2348025550404',
    email: 'musa.ibrahim@busads.ng',
    address: '40 Ahmadu Bello Way, Kaduna',
    usertype: 1,
    accessStatus: 0,
    privileges: ['ADMIN_AD'],
    ageDays: 380,
  },
];

/** Demo admins: admin/admin (all privileges), viewer/viewer (reports and devices), and four colleagues. */
export async function seedAdmins(ctx: SeedContext): Promise<number[]> {
  const unusable = await hashPassword(ctx.rng.code(24));
  const ids: number[] = [];
  for (const a of ADMINS) {
    ids.push(
      await insertOne(ctx.db, 'admins', {
        fullname: a.fullname,
        username: a.username,
        phone: a.phone,
        email: a.email,
        address: a.address,
        profilePicture: null,
        passwordHash: a.password ? await hashPassword(a.password) : unusable,
        privileges: serializePrivileges(a.privileges),
        usertype: a.usertype,
        accessStatus: a.accessStatus ?? 1,
        dateCreated: ctx.now - a.ageDays * DAY,
      }),
    );
  }
  return ids;
}
