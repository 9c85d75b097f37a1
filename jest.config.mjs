// Unit and component tests of the front-end packages (the api uses node's test runner).
// The roots are shared and every app of the one list in scripts/ports.mjs.
import { apps } from './scripts/ports.mjs';

const esm = ['jotai', 'lucide-react', 'qrcode.react', 'typebox'];

export default {
  testEnvironment: 'jsdom',
  // CI runs jest beside the api suites and the browser journeys on two cores: a multi-step form test took 5.4 s
  // there (under a second alone), so a test has 15 s before it counts as hung
  testTimeout: 15_000,
  roots: ['<rootDir>/shared/src', ...apps.map((a) => `<rootDir>/${a.dir}/src`)],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFiles: ['<rootDir>/scripts/jest.setup.cjs'],
  setupFilesAfterEnv: ['<rootDir>/scripts/jest.after-env.cjs'],
  transform: {
    '^.+\\.[cm]?[jt]sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${esm.join('|')})/)`],
  moduleNameMapper: {
    '\\.(css)$': 'identity-obj-proxy',
    '\\.(png|jpe?g|gif|svg|webp)$': '<rootDir>/scripts/jest.file-stub.cjs',
  },
};
