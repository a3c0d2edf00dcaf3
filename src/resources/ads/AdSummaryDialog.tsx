import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Ad } from '../../api/entities';
import { FactList } from '../../components/actions/FactList';
import { InfoDialog } from '../../components/actions/ResultDialog';
import { formatCount, formatNaira, formatUnix } from '../../components/format';
import { adTypeKey, clickThroughRate } from './adValues';

const f = (name: string) => `resources.ads.fields.${name}`;

/** Summary: the ad's figures (reach, clicks, conversions, CTR, costs), its routes and dates. */
export function AdSummaryDialog({ record, onClose }: { record: Ad; onClose: () => void }) {
  const translate = useTranslate();
  const routes = record.routes.map((r) => r.name).join(', ') || translate('busads.values.none');
  return (
    <InfoDialog title="busads.ads.dialog.summary" onClose={onClose} maxWidth="sm">
      <Typography variant="subtitle1" gutterBottom>
        {record.name}
      </Typography>
      <FactList
        facts={[
          [f('adType'), translate(adTypeKey(record.adType))],
          [f('views'), formatCount(record.views)],
          [f('clicks'), formatCount(record.clicks)],
          [f('conversions'), formatCount(record.conversions)],
          [f('ctr'), `${clickThroughRate(record)}%`],
          [f('currDailyCost'), formatNaira(record.currDailyCost)],
          [f('maxDailyLimit'), formatNaira(record.maxDailyLimit)],
          [f('routes'), routes],
          [f('activeStatus'), translate(record.activeStatus === 1 ? 'busads.values.active' : 'busads.values.inactive')],
          [f('dateCreated'), formatUnix(record.dateCreated)],
        ]}
      />
    </InfoDialog>
  );
}
