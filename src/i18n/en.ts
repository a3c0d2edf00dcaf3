import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'ra-core';
import { appMessages } from './messages';
import { resourceMessages } from './resources';

/** The English catalogue: react-admin's own strings, the app's (busads.*) and the resources'. */
export const en: TranslationMessages = mergeTranslations(englishMessages, appMessages, resourceMessages);
