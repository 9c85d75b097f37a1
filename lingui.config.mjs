// Lingui's catalogues: each app (the shell, every remote) and shared owns its strings (docs/architecture.md,
// "Languages"). `node scripts/i18n.mjs` extracts and compiles them; CI fails on a Bangla message missing.
import { formatter } from '@lingui/format-po';
import { siteDirs } from './scripts/ports.mjs';

// shared and every app of the one list (scripts/ports.mjs) but the console, which speaks English to operators
const apps = ['shared', ...siteDirs];

export default {
  locales: ['en', 'bn'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: apps.map((app) => ({
    path: `<rootDir>/${app}/src/locales/{locale}`,
    // shared's catalogue also holds the sentences the api answers with (its messages carry the same /*i18n*/ mark),
    // so every app shows a server's refusal in the reader's language
    include: app === 'shared' ? ['<rootDir>/shared/src', '<rootDir>/api/src'] : [`<rootDir>/${app}/src`],
    exclude: ['**/*.test.ts', '**/*.test.tsx', '**/locales/**', '**/test-utils.tsx', '**/src/test/**', '**/src/tools/**'],
  })),
  format: formatter({ origins: false }),
  orderBy: 'messageId',
};
