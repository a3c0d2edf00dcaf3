import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { FlashNotifier } from './FlashNotifier';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar}>
      <FlashNotifier />
      {children}
    </RaLayout>
  );
}
