import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Ad, Named, Vendor } from '../../api/entities';
import { InfoDialog } from '../../components/actions/ResultDialog';

/** View Route: the distinct routes on which the vendor's ads are assigned. */
export function VendorRoutesDialog({
  record,
  result,
  onClose,
}: {
  record: Vendor;
  result: unknown;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const routes = new Map<number, Named>();
  for (const ad of (result as { all: Ad[] }).all) for (const r of ad.routes) routes.set(r.id, r);
  return (
    <InfoDialog title="busads.vendors.dialog.routes" onClose={onClose}>
      {routes.size === 0 ? (
        <Typography>{translate('busads.vendors.dialog.noRoutes')}</Typography>
      ) : (
        <>
          <Typography>{translate('busads.vendors.dialog.routesIntro', { name: record.fullname })}</Typography>
          <List dense>
            {[...routes.values()].map((r) => (
              <ListItem key={r.id}>
                <ListItemText primary={r.name} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </InfoDialog>
  );
}
