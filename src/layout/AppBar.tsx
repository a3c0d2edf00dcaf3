import { AppBarClasses, AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { AccountMenu } from './AccountMenu';
import { LoadingIndicator } from './LoadingIndicator';
import { ThemeToggle } from './ThemeToggle';

export function AppBar() {
  return (
    <RaAppBar
      color="primary"
      userMenu={<AccountMenu />}
      toolbar={
        <>
          <ThemeToggle />
          <LoadingIndicator />
        </>
      }
    >
      {/* The screen's title is its top-level heading (react-admin draws it as an h6). */}
      <TitlePortal className={AppBarClasses.title} component="h1" />
    </RaAppBar>
  );
}
