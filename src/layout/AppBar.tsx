import { AppBar as RaAppBar } from 'react-admin';
import { AccountMenu } from './AccountMenu';

export function AppBar() {
  return <RaAppBar color="primary" userMenu={<AccountMenu />} />;
}
