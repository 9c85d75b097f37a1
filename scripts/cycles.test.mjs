// The cycle check (scripts/cycles.mjs) counts type-only imports: a planted `import type` cycle fails it, the same
// files without it pass.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { cyclesIn } from './cycles.mjs';

describe('the import-cycle check', () => {
  it('finds a cycle made of type-only imports, and nothing once it is gone', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-cycles-'));
    try {
      const src = path.join(dir, 'src');
      fs.mkdirSync(src);
      fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, module: 'esnext', moduleResolution: 'bundler' } }));
      fs.writeFileSync(path.join(src, 'a.ts'), "import type { B } from './b';\nexport interface A { b: B }\n");
      fs.writeFileSync(path.join(src, 'b.ts'), "import type { A } from './a';\nexport interface B { a?: A }\n");
      assert.deepEqual(await cyclesIn(src, path.join(dir, 'tsconfig.json')), [['a.ts', 'b.ts']]);
      fs.writeFileSync(path.join(src, 'b.ts'), 'export interface B { n: number }\n');
      assert.deepEqual(await cyclesIn(src, path.join(dir, 'tsconfig.json')), []);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
