import { useTranslate } from 'react-admin';
import type { Ad } from '../../api/entities';
import { FactList } from '../../components/actions/FactList';
import { InfoDialog } from '../../components/actions/ResultDialog';
import { formatNaira } from '../../components/format';

const f = (name: string) => `busads.ads.wallet.${name}`;

/** Details: the advertiser of the ad and the balance of its wallet. */
export function VendorWalletDialog({ record, onClose }: { record: Ad; onClose: () => void }) {
  const translate = useTranslate();
  const { vendor, wallet } = record;
  return (
    <InfoDialog title="busads.ads.dialog.details" onClose={onClose}>
      <FactList
        facts={[
          [f('fullname'), vendor.fullname],
          [f('email'), vendor.email],
          [f('phone'), vendor.phone],
          [f('balance'), wallet ? formatNaira(wallet.amount) : translate(f('noWallet'))],
        ]}
      />
    </InfoDialog>
  );
}
