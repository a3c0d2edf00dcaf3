import { useGetOne } from 'react-admin';
import type { Constants } from '../../api/entities';

/** A price's event as the server's constants name it; the key itself until they load (or if unknown). */
export function PriceTypeName({ typeKey }: { typeKey: string }) {
  const { data } = useGetOne<Constants & { id: string }>('constants', { id: 'constants' });
  return data?.priceTypes.find((t) => t.key === typeKey)?.name ?? typeKey;
}
