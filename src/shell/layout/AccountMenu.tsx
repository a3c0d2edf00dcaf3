import { forwardRef } from 'react';
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

const LinkItem = forwardRef<HTMLAnchorElement, { to: string; label: string; icon: React.ReactNode }>(function LinkItem(
  { to, label, icon },
  ref,
) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={RouterLink} to={to} ref={ref} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
});

/** The avatar menu: full name and email, Home, Profile, Logout. */
export function AccountMenu() {
  const { identity } = useGetIdentity();
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
      <Box sx={{ px: 2, py: 1.5, maxWidth: 280 }}>
        <Typography variant="subtitle2" noWrap>
          {identity?.fullName}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {identity?.email}
        </Typography>
      </Box>
      <Divider />
      <LinkItem to="/dashboard/app" label="busads.layout.home" icon={<HomeIcon fontSize="small" />} />
      <LinkItem to="/dashboard/admin" label="busads.layout.profile" icon={<PersonIcon fontSize="small" />} />
      <Divider />
      <Logout />
    </UserMenu>
  );
}
