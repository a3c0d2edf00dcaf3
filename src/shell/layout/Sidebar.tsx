import { useEffect } from 'react';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Sidebar as RaSidebar, useSidebarState, type SidebarProps } from 'react-admin';
import { SIDEBAR_WIDTH } from '../theme/theme';

/**
 * Permanent side menu from md up (react-admin's sidebar); below md a temporary drawer 280 wide that the
 * app bar's menu button opens and a click on an entry closes.
 */
export function Sidebar({ children, appBarAlwaysOn }: SidebarProps) {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [open, setOpen] = useSidebarState();

  // Start closed on small screens, open on large ones, and again whenever the screen crosses md.
  useEffect(() => {
    setOpen(!isSmall);
  }, [isSmall, setOpen]);

  if (!isSmall) return <RaSidebar appBarAlwaysOn={appBarAlwaysOn}>{children}</RaSidebar>;
  // Mounted only while open: a modal that mounts open for the one render in which the screen crosses md
  // would otherwise leave the page hidden from assistive technology.
  if (!open) return null;
  return (
    <Drawer
      variant="temporary"
      open
      onClose={() => setOpen(false)}
      slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, pt: 1 } } }}
    >
      {children}
    </Drawer>
  );
}
