import { AppBar as RaAppBar } from 'react-admin';
import { AccountMenu } from './AccountMenu';
import { LoadingIndicator } from './LoadingIndicator';
import { PaletteButton } from '../palette/PaletteButton';
import { ThemeToggle } from './ThemeToggle';

export function AppBar() {
  return (
    <RaAppBar
      color="primary"
      userMenu={<AccountMenu />}
      toolbar={
        <>
          <PaletteButton />
          <ThemeToggle />
          <LoadingIndicator />
        </>
      }
    />
  );
}
