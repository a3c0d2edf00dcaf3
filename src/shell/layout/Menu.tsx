import { Menu as RaMenu, usePermissions } from 'react-admin';
import { registry } from '../../resources';
import { menuEntries } from './menuEntries';

/** The side menu, filtered by the privileges cached at login. */
export function Menu() {
  const { permissions } = usePermissions<string[]>();
  return (
    <RaMenu>
      {menuEntries(registry, permissions ?? []).map(({ key, to, label, icon: Icon }) => (
        <RaMenu.Item key={key} to={to} primaryText={label} leftIcon={<Icon />} />
      ))}
    </RaMenu>
  );
}
