// Lint: TypeScript rules, React hooks, no import cycles, and the import directions of docs/architecture.md:
// no app imports another app's source; only @bet/shared and the federation runtime cross app lines.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { apps as siteApps, siteDirs } from './scripts/ports.mjs';

// the one list of apps (scripts/ports.mjs), and the api
const apps = [...siteApps.map((a) => a.dir), 'api'];
const crossApp = (self) =>
  apps.filter((a) => a !== self).flatMap((a) => [`@bet/${a}`, `@bet/${a}/*`, `**/${a}/src/*`, `**/${a}/src/**`, `../${a}/*`, `../../${a}/*`]);

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/drizzle/**', '.tools/**', 'e2e/test-results/**', 'data/**', '**/src/locales/**', '**/*.cjs', '**/*.mjs'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  // every word a player reads goes through the catalogues: a literal sentence written as JSX text fails (the message
  // extraction, node scripts/i18n.mjs --check, fails on one missing from the Bangla catalogue)
  {
    files: [`{${[...siteDirs, 'shared'].join(',')}}/src/**/*.tsx`],
    ignores: ['**/*.test.tsx', 'shared/src/test-utils.tsx'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', { mode: 'jsx-text-only', words: { exclude: ['[0-9!-/:-@[-`{-~\\s·•…→×%+−©৳x]+', '[A-Z_-]+'] } }] },
  },
  // no import cycle anywhere in the workspace (a cycle is a layer reaching back up)
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...apps.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: crossApp(app), message: 'Apps never import another app: move shared code into @bet/shared.' }] },
      ],
    },
  })),
  // api layering (docs/architecture.md): routes -> services -> one store.ts per module. A routes.ts file is HTTP only;
  // a module never reaches into another module's routes
  {
    files: ['api/src/{modules,demo}/**/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: "Queries belong in the module's store.ts." }],
          patterns: [
            {
              group: ['**/db/schema/*', '**/db/schema', '**/db/client.js', './store.js', '../*/store.js'],
              message: "Routes call services; queries belong in the module's store.ts.",
            },
            { group: ['../*/routes.js'], message: "A module never imports another module's routes." },
            { group: crossApp('api'), message: 'Apps never import another app: move shared code into @bet/shared.' },
          ],
        },
      ],
    },
  },
  // services decide, stores query: only a module's store.ts touches the tables and the query builder
  {
    files: ['api/src/{modules,demo}/**/*.ts'],
    ignores: ['api/src/{modules,demo}/**/routes.ts', 'api/src/{modules,demo}/**/store.ts', 'api/src/{modules,demo}/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: "Queries belong in the module's store.ts." }],
          patterns: [
            { group: ['drizzle-orm/*', '**/db/schema/*', '**/db/schema'], message: "Queries belong in the module's store.ts." },
            { group: ['../*/store.js'], message: "A module reads another module's data through that module's services." },
            { group: ['../*/routes.js', './routes.js'], message: 'Services never import routes.' },
            // the demo stand-ins implement the provider interfaces (api/src/providers.ts); only app.ts picks them
            { group: ['**/demo/**'], message: 'A module never names a demo stand-in: it takes the provider interface from the context.' },
            { group: crossApp('api'), message: 'Apps never import another app: move shared code into @bet/shared.' },
          ],
        },
      ],
    },
  },
  // a store only reads and writes: it imports the database, and another store's query pieces, never a service
  {
    files: ['api/src/{modules,demo}/**/store.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\./(?!store\\.js$)', message: 'A store never imports a service: services call stores, not the other way.' },
            { regex: '^\\.\\./[^/]+/(?!store\\.js$)[^/]+$', message: 'A store imports only other stores (their query pieces).' },
            { group: crossApp('api'), message: 'Apps never import another app: move shared code into @bet/shared.' },
          ],
        },
      ],
    },
  },
  // lib/ is what every module uses: it never reaches up into a module or the app's composition
  {
    files: ['api/src/lib/**/*.ts'],
    ignores: ['api/src/lib/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../modules/**', '../context.js', '../app.js'], message: 'lib never imports a module or the app: pass what it needs in.' },
            { group: crossApp('api'), message: 'Apps never import another app: move shared code into @bet/shared.' },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: apps.flatMap((a) => [`@bet/${a}`, `**/${a}/src/**`]), message: '@bet/shared never imports an app.' }] },
      ],
    },
  },
);
