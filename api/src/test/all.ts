// Every api test file in one process (`npm test` in api/): the app, its schemas and the database engine load
// once instead of once per file, which halved the suite's wall time and took 60% of its CPU off (measured on
// PGlite: 182 s and ~240 CPU-s with a process per file, 81 s and 97 CPU-s in one). Each file still builds its own
// app on its own database (test/helpers.ts); run one file alone with `node --import tsx --test <file>`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = fs
  .readdirSync(src, { recursive: true, withFileTypes: true })
  .filter((f) => f.isFile() && f.name.endsWith('.test.ts'))
  .map((f) => path.join(f.parentPath, f.name))
  .sort();
// API_TEST_SHARD=i/n: the i-th of n shares of the files (npm test runs a database's files in two processes)
const [shard, shards] = (process.env.API_TEST_SHARD ?? '1/1').split('/').map(Number);
for (const [i, file] of files.entries()) if (i % shards === shard - 1) await import(pathToFileURL(file).href);
