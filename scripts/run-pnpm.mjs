// `node scripts/run-pnpm.mjs <args>`: pnpm with the bootstrap's choice of binary.
import { pnpm } from './bootstrap.mjs';
pnpm(process.argv.slice(2));
