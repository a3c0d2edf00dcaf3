import { useEffect } from 'react';
import { t } from '../i18n/translate';

/**
 * The browser tab's title of a screen: 'Vendors · Bus Ads Admin', the product name alone without a
 * screen. A tab title starts with a capital even where the screen's own title does not ('dashboard').
 */
export function documentTitle(page?: string | null): string {
  const name = t('busads.app.name');
  const text = page?.trim();
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)} · ${name}` : name;
}

/** Sets the tab's title while the screen is shown (the public pages; the admin part follows its app bar). */
export function useDocumentTitle(page: string) {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
