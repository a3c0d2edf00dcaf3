import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { FlashNotifier } from './FlashNotifier';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';

export function Layout({ children }: { children: ReactNode }) {
  return (
    // react-admin's layout grows to fit its widest child; wide tables scroll inside the page instead.
    <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
      <FlashNotifier />
      {children}
    </RaLayout>
  );
}
