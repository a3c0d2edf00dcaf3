import { useTranslate } from 'react-admin';

/** The role of an admin: usertype 0 is 'Admin', anything else 'Non-Admin' (SPEC.md section 2). */
export const roleKey = (usertype: number) => (usertype === 0 ? 'busads.admins.role.admin' : 'busads.admins.role.nonAdmin');

export function RoleName({ usertype }: { usertype: number }) {
  const translate = useTranslate();
  return <>{translate(roleKey(usertype))}</>;
}
