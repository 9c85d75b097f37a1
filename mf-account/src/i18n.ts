// This app's strings in both languages (Lingui catalogues made by `node scripts/i18n.mjs`): the English ones that
// need compiling come with the app, the Bangla ones in a chunk of their own, fetched when Bangla is chosen.
import { addCatalog } from '@bet/shared';
import { messages } from './locales/en';

addCatalog({ en: messages, bn: () => import(/* webpackChunkName: "bn" */ './locales/bn') });
