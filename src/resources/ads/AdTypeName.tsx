import { useTranslate } from 'react-admin';
import type { Ad } from '../../api/entities';
import { adTypeKey } from './adValues';

/** The table cell of an ad's type: Media, App or Form. */
export function AdTypeName({ type }: { type: Ad['adType'] }) {
  const translate = useTranslate();
  return translate(adTypeKey(type));
}
