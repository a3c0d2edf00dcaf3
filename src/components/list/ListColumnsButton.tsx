import { ColumnsButton } from 'react-admin';
import type { ResourceDecl } from '../../registry/types';
import { defaultHidden } from './columnRank';
import { useColumnsStoreKey } from './columnStore';
import { usePhone } from './usePhone';

/**
 * react-admin's column chooser for a declared list's table (its choices live in columnStore.tsx). Not on a
 * phone, where the rows are cards, nor for a list whose columns all fit (none ranked past TABLE_RANKS).
 */
export function ListColumnsButton({ decl }: { decl: ResourceDecl }) {
  const storeKey = useColumnsStoreKey(decl.name);
  const phone = usePhone();
  if (phone || defaultHidden(decl.list!.columns).length === 0) return null;
  return <ColumnsButton storeKey={storeKey} />;
}
