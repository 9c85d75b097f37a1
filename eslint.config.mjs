// Lint: TypeScript rules, React hooks, no import cycles, and the import directions of docs/architecture.md:
// no app imports another app's source; only @bet/shared and the federation runtime cross app lines.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { apps as siteApps } from './scripts/ports.mjs';

// the one list of apps (scripts/ports.mjs), and the api
const apps = [...siteApps.map((a) => a.dir), 'api'];
const crossApp = (self) =>
  apps.filter((a) => a !== self).flatMap((a) => [`@bet/${a}`, `@bet/${a}/*`, `**/${a}/src/*`, `**/${a}/src/**`, `../${a}/*`, `../../${a}/*`]);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/drizzle/**', '.tools/**', 'e2e/test-results/**', 'data/**', '**/*.cjs', '**/*.mjs'] },
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
  // api layering (ARCHITECTURE.md): a routes.ts file is HTTP only, the database belongs to the services;
  // a module never reaches into another module's routes
  {
    files: ['api/src/modules/**/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: "Queries belong in the module's service.ts." }],
          patterns: [
            { group: ['**/db/schema/*', '**/db/schema', '**/db/client.js'], message: "Queries belong in the module's service.ts." },
            { group: ['../*/routes.js'], message: "A module never imports another module's routes." },
            { group: crossApp('api'), message: 'Apps never import another app: move shared code into @bet/shared.' },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/modules/**/*.ts'],
    ignores: ['api/src/modules/**/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*/routes.js', './routes.js'], message: 'Services never import routes.' },
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
