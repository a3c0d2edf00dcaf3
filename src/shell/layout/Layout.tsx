import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { Deferred } from '../../components/Deferred';
import { PageError } from '../../components/feedback/PageError';
import { AppBar } from './AppBar';
import { DocumentTitle } from './DocumentTitle';
import { FlashNotifier } from './FlashNotifier';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';

export function Layout({ children }: { children: ReactNode }) {
  return (
    // react-admin's layout grows to fit its widest child; wide tables scroll inside the page instead.
    // error: a page that fails to render (e.g. its chunk cannot be downloaded) says so, with Retry.
    <RaLayout
      appBar={AppBar}
      menu={Menu}
      sidebar={Sidebar}
      error={PageError}
      sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}
    >
      <FlashNotifier />
      <DocumentTitle />
      {/* The page renders after the shell (app bar, menu), not in the same long task. */}
      <Deferred>{children}</Deferred>
    </RaLayout>
  );
}
