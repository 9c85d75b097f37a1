// Lingui's catalogues: each app (the shell, every remote) and shared owns its strings (docs/architecture.md,
// "Languages"). `node scripts/i18n.mjs` extracts and compiles them; CI fails on a Bangla message missing.
import { formatter } from '@lingui/format-po';

const apps = ['shared', 'shell', 'mf-account', 'mf-funds', 'mf-games', 'mf-exchange', 'mf-support'];

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
