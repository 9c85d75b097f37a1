// Lint: TypeScript rules, React hooks, and the import direction of ARCHITECTURE.md:
// no app imports another app's source; only @bet/shared and the federation runtime cross app lines.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
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
  ...apps.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: crossApp(app), message: 'Apps never import another app: move shared code into @bet/shared.' }] },
      ],
    },
  })),
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
