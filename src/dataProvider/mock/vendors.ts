import { HttpError } from 'react-admin';
import { api } from '../../api';
import type { Vendor } from '../../api/entities';
import { num, pageOf, type AreaHandlers } from './types';

export const vendorHandlers: AreaHandlers = (data) => {
  const byId = (id: unknown) => {
    const v = data.vendors.find((x) => x.id === Number(id));
    if (!v) throw new HttpError('Vendor not found', 404, { code: 1 });
    return v;
  };
  return [
    [
      api.vendors.list,
      (p) => {
        const q = typeof p.searchName === 'string' ? p.searchName.toLowerCase() : undefined;
        const rows = data.vendors.filter(
          (v) =>
            (num(p.id) === undefined || v.id === num(p.id)) &&
            (q === undefined || v.fullname.toLowerCase().includes(q)) &&
            (num(p.from) === undefined || v.dateCreated >= num(p.from)!) &&
            (num(p.to) === undefined || v.dateCreated <= num(p.to)!),
        );
        return pageOf(rows, p, 50);
      },
    ],
    [
      api.vendors.update,
      (p, b) => {
        if (data.vendors.some((v) => v.username === b.username && v.id !== Number(p.id)))
          throw new HttpError('Username already exists', 400, { code: 1 });
        return Object.assign(byId(p.id), b);
      },
    ],
    [api.vendors.resetPassword, (p) => (byId(p.id), { message: 'Password reset successfully', password: 'kite-mango-42' })],
    [api.vendors.logout, (p) => (byId(p.id), { message: 'Vendor logged out' })],
  ];
};

/** Believable vendors for the mock backend. */
export function mockVendors(count: number, now = Date.UTC(2026, 10, 22) / 1000): Vendor[] {
  const first = ['Adaeze', 'Babatunde', 'Chinedu', 'Damilola', 'Emeka', 'Funmilayo', 'Gbenga', 'Halima', 'Ifeanyi', 'Jumoke'];
  const last = ['Okafor', 'Adeyemi', 'Balogun', 'Eze', 'Ibrahim', 'Nwosu', 'Ogunleye', 'Bello'];
  return Array.from({ length: count }, (_, i) => {
    const fullname = `${first[i % first.length]} ${last[i % last.length]}`;
    const username = `${fullname.toLowerCase().replace(' ', '.')}${i + 1}`;
    return {
      id: count - i,
      fullname,
      username,
      phone: `+234803${String(1000000 + i).slice(-7)}`,
      email: `${username}@example.ng`,
      address: `${i + 3} Allen Avenue, Ikeja, Lagos`,
      profilePicture: null,
      accessStatus: i % 7 === 3 ? 0 : 1,
      phoneVerified: i % 3 === 0 ? 0 : 1,
      emailVerified: i % 4 === 0 ? 0 : 1,
      referredBy: i % 5 === 1 ? count : null,
      parent_referral: i % 5 === 1 ? { id: count, fullname: `${first[0]} ${last[0]}` } : null,
      childrenReferralsCount: i === 0 ? Math.floor(count / 5) : 0,
      dateCreated: now - i * 3600 * 7,
      vendor_feature: { currDailyCost: 1500 + (i % 9) * 250.5 },
    };
  });
}
