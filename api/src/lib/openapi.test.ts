// The committed OpenAPI document is what the routes generate, and every contract operation is a route.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { operations } from '@bet/shared/contract';
import { openApiDocument, openApiFile } from '../tools/openapi.js';
import { DATABASE_FREE } from '../test/helpers.js';

describe('OpenAPI document', { skip: DATABASE_FREE }, () => {
  it('api/openapi.json matches the routes (run `pnpm --filter @bet/api openapi` after a change)', async () => {
    const { text, app, close } = await openApiDocument();
    try {
      assert.equal(fs.readFileSync(openApiFile, 'utf8'), text);
      const missing = Object.values(operations).filter((o) => !app.hasRoute({ method: o.method, url: o.url }));
      assert.deepEqual(
        missing.map((o) => `${o.method} ${o.url}`),
        [],
      );
      const doc = JSON.parse(text) as { paths: Record<string, Record<string, unknown>> };
      const documented = Object.values(doc.paths).reduce((n, p) => n + Object.keys(p).length, 0);
      assert.equal(documented, Object.keys(operations).length);
    } finally {
      await close();
    }
  });
});
