import { useGetOne } from 'react-admin';
import type { Constants } from '../../api/entities';

/** The name the server's constants give a price type key; the key itself until they load (or if unknown). */
export const priceTypeName = (constants: Constants | undefined, typeKey: string): string =>
  constants?.priceTypes.find((t) => t.key === typeKey)?.name ?? typeKey;

/** A price's event as the server's constants name it. */
export function PriceTypeName({ typeKey }: { typeKey: string }) {
  const { data } = useGetOne<Constants & { id: string }>('constants', { id: 'constants' });
  return priceTypeName(data, typeKey);
}
