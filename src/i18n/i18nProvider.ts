import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';

/**
 * English only. allowMissing: server messages passed to notify() are shown as they are, without
 * missing-translation warnings.
 */
export const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
