import { HttpError } from 'react-admin';
import { api, PRIVILEGE_NAMES, type Privilege } from '../../api';
import type { Admin } from '../../api/entities';
import type { AreaHandlers, MockData } from './types';

const refuse = (message: string, status = 400) => new HttpError(message, status, { code: status === 403 ? 4 : 1 });
/** The signed-in admin as a row of the admin table. */
const own = (data: MockData): Admin => ({ ...data.profile, dateCreated: Date.UTC(2025, 0, 6) / 1000, accessStatus: 1 });

/** The admins calls of the mock backend, with the reference server's refusals on one's own id. */
export const adminsHandlers: AreaHandlers = (data) => {
  let ownPassword = 'admin';
  const everyone = () => [own(data), ...data.admins.filter((a) => a.id !== data.profile.id)].sort((a, b) => a.id - b.id);
  const byId = (id: unknown) => {
    const admin = everyone().find((a) => a.id === Number(id));
    if (!admin) throw new HttpError('Admin not found', 404, { code: 1 });
    return admin;
  };
  const usernameTaken = (username: unknown, id?: number) => everyone().some((a) => a.username === username && a.id !== id);
  return [
    [api.admins.list, () => ({ all: everyone() })],
    [
      api.admins.create,
      (_, b) => {
        if (usernameTaken(b.username)) throw refuse('Username already exists');
        const { password: _password, ...fields } = b;
        const admin = {
          ...(fields as Omit<Admin, 'id' | 'dateCreated' | 'accessStatus'>),
          id: Math.max(...everyone().map((a) => a.id)) + 1,
          profilePicture: null,
          dateCreated: Math.floor(Date.now() / 1000),
          accessStatus: 1,
        };
        data.admins.push(admin);
        return admin;
      },
    ],
    [
      api.admins.update,
      (p, b) => {
        const target = byId(p.id);
        if (usernameTaken(b.username, target.id)) throw refuse('Username already exists');
        const changes = Object.fromEntries(Object.entries(b).filter(([, v]) => v !== undefined)) as Partial<Admin>;
        if (target.id !== data.profile.id) return Object.assign(data.admins.find((a) => a.id === target.id)!, changes);
        const mayManage = data.profile.privileges.includes('ADMIN_ADMIN');
        if (!mayManage && (changes.privileges !== undefined || changes.usertype !== undefined))
          throw refuse('You do not have the privilege to access this resource', 403);
        if (mayManage && changes.privileges && !changes.privileges.includes('ADMIN_ADMIN'))
          throw refuse('You cannot remove your own Admins privilege');
        Object.assign(data.profile, changes);
        return own(data);
      },
    ],
    [
      api.admins.resetPassword,
      (p) => {
        if (byId(p.id).id === data.profile.id) throw refuse('Use Change Password to change your own password');
        return { message: 'Password reset successfully', password: 'Kp7mWq2xRb4n' };
      },
    ],
    [
      api.admins.logout,
      (p) => {
        if (byId(p.id).id === data.profile.id)
          throw refuse('You cannot log yourself out from the admin table. Use Logout in the top bar.');
        return { message: 'Admin logged out' };
      },
    ],
    [
      api.admins.changePassword,
      (_, b) => {
        if (b.oldPassword !== ownPassword) throw refuse('Old Password is incorrect');
        if (String(b.newPassword).length < 8) throw refuse('New Password must be at least 8 characters');
        ownPassword = String(b.newPassword);
        return { message: 'Password updated' };
      },
    ],
  ];
};

/** Believable admins for the mock backend (ids from `firstId`, oldest first), each with a few privileges. */
export function mockAdmins(count: number, firstId = 2, now = Date.UTC(2026, 10, 22) / 1000): Admin[] {
  const first = ['Tolu', 'Chiamaka', 'Musa', 'Kemi', 'Obinna', 'Zainab', 'Segun', 'Ngozi', 'Yusuf', 'Bisi', 'Uche'];
  const last = ['Adebayo', 'Okonkwo', 'Abubakar', 'Lawal', 'Nnamdi', 'Danjuma', 'Olatunji', 'Ekwueme'];
  return Array.from({ length: count }, (_, i) => {
    const fullname = `${first[i % first.length]} ${last[i % last.length]}`;
    const username = `${fullname.toLowerCase().replace(' ', '.')}${i + 1}`;
    const privileges: Privilege[] = PRIVILEGE_NAMES.filter((_, k) => (k + i) % 3 === 0);
    return {
      id: firstId + i,
      fullname,
      username,
      phone: `+234802${String(2000000 + i * 37).slice(-7)}`,
      email: `${username}@busads.ng`,
      address: `${i + 5} Adeola Odeku Street, Victoria Island, Lagos`,
      profilePicture: null,
      privileges: i % 6 === 0 ? [...PRIVILEGE_NAMES] : privileges,
      usertype: i % 6 === 0 ? 0 : 1,
      dateCreated: now - (count - i) * 86_400 * 3,
      accessStatus: 1,
    };
  });
}
