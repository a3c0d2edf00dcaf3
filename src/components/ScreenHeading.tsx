import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useAppBarTitle } from './useAppBarTitle';

/**
 * The heading of a screen that shows none of its own (lists, reports, activity log): the app bar's title as the
 * page's h1, where the focus goes after a move to another screen (shell/layout/FocusScreenHeading.tsx). Hidden
 * until it has the keyboard's focus, then shown over the top of the page, with the focus ring.
 */
export function ScreenHeading() {
  const title = useAppBarTitle();
  return (
    <Typography
      component="h1"
      variant="subtitle1"
      tabIndex={-1}
      sx={{
        '&:not(:focus-visible)': visuallyHidden,
        position: 'absolute',
        zIndex: 3,
        m: 1,
        px: 1.5,
        py: 0.5,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 2,
      }}
    >
      {title}
    </Typography>
  );
}
