import { forwardRef, lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import HomeIcon from '@mui/icons-material/Home';
import PersonIcon from '@mui/icons-material/Person';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { useRuntimeConfig } from '../../config/RuntimeConfigContext';

/** Mock mode's entry: its own chunk, so the real server's way to the dashboard does not carry it. */
const ResetDemoData = lazy(() => import('./ResetDemoData').then((m) => ({ default: m.ResetDemoData })));

/** What MUI's menu gives the item it focuses first (Home): passed on to the MenuItem. */
interface FocusProps {
  autoFocus?: boolean;
  tabIndex?: number;
}

const LinkItem = forwardRef<HTMLAnchorElement, { to: string; label: string; icon: React.ReactNode } & FocusProps>(
  function LinkItem({ to, label, icon, ...focus }, ref) {
    const translate = useTranslate();
    const userMenu = useUserMenu();
    return (
      <MenuItem component={RouterLink} to={to} ref={ref} onClick={() => userMenu?.onClose()} {...focus}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText>{translate(label)}</ListItemText>
      </MenuItem>
    );
  },
);

/**
 * Who is signed in, at the top of the menu: text, not an item. Skipped by MUI's menu when it picks the item to
 * focus (muiSkipListHighlight, as its Divider is), which otherwise made this box focusable (tabindex 0) inside
 * role=menu; and no heading there (subtitle2 is an h6): either is axe's critical aria-required-children.
 */
function Identity({ fullName, email }: { fullName?: string; email?: string }) {
  return (
    <Box sx={{ px: 2, py: 1.5, maxWidth: 280 }}>
      <Typography variant="subtitle2" component="div" noWrap>
        {fullName}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {email}
      </Typography>
    </Box>
  );
}
Identity.muiSkipListHighlight = true;

/** The avatar menu: full name and email, Home, Profile, (in mock mode) Reset demo data, Logout. */
export function AccountMenu() {
  const { identity } = useGetIdentity();
  const mock = useRuntimeConfig().dataProvider === 'mock';
  const translate = useTranslate();
  // From sm up react-admin's button shows the full name, so its accessible name must contain it
  // (WCAG 2.5.3, label in name); below sm it is an icon named 'Account'.
  const showsName = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const label =
    showsName && identity?.fullName
      ? `${identity.fullName}, ${translate('busads.layout.userMenu')}`
      : 'busads.layout.userMenu';
  return (
    <UserMenu label={label}>
      <Identity fullName={identity?.fullName} email={identity?.email} />
      <Divider />
      <LinkItem to="/dashboard/app" label="busads.layout.home" icon={<HomeIcon fontSize="small" />} />
      <LinkItem to="/dashboard/admin" label="busads.layout.profile" icon={<PersonIcon fontSize="small" />} />
      <Divider />
      {mock && (
        <Suspense>
          <ResetDemoData />
        </Suspense>
      )}
      <Logout />
    </UserMenu>
  );
}
