import type { Column } from '../../registry/types';
import { formatCount, formatNaira, formatUnix, joinNames } from '../../format/format';

/** A non-empty value of a column as text, the way the screen reads it (₦1,500.00, 1,234, 'Sun, Nov 22 2026, 3:04 PM', Active, Yes). */
export function cellText(kind: Column<unknown>['kind'], v: unknown, translate: (key: string) => string): string {
  switch (kind) {
    case 'money':
      return formatNaira(Number(v));
    case 'count':
      return formatCount(Number(v));
    case 'date':
      return formatUnix(Number(v));
    case 'activeStatus':
      return translate(v === 1 ? 'busads.values.active' : 'busads.values.inactive');
    case 'yesNo':
      return translate(v === 1 ? 'busads.values.yes' : 'busads.values.no');
    case 'names':
      return Array.isArray(v) ? joinNames(v) : String(v);
    default:
      return String(v);
  }
}
