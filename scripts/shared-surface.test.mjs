// @bet/shared's public surface is its committed report (shared/api-surface.json), and the version policy holds:
// additions need a minor version, a removal a major one after a release that marked the name @deprecated.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { compare, currentSurface, refusal, reportFile } from './shared-surface.mjs';

const report = (version, names) => ({ version, entries: { '.': names } });

describe("@bet/shared's surface", () => {
  it('is the committed report, at the version in shared/package.json', () => {
    const now = currentSurface();
    const committed = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
    assert.deepEqual(
      compare(committed, now),
      { added: [], removed: [], changed: [] },
      'run node scripts/shared-surface.mjs --update after setting the version',
    );
    assert.equal(committed.version, now.version);
  });

  it('takes an addition only with a new minor (or major) version', () => {
    const before = report('1.2.0', { a: 'function' });
    assert.match(refusal(before, report('1.2.0', { a: 'function', b: 'const' })), /new minor version \(1\.2\.0 -> 1\.3\.0\)/);
    assert.match(refusal(before, report('1.2.1', { a: 'function', b: 'const' })), /new minor version/);
    assert.equal(refusal(before, report('1.3.0', { a: 'function', b: 'const' })), null);
    // marking a name deprecated is a minor change too
    assert.match(refusal(before, report('1.2.0', { a: 'function deprecated' })), /new minor version/);
    assert.equal(refusal(before, report('1.3.0', { a: 'function deprecated' })), null);
  });

  it('takes a removal or a change of kind only in a new major version, after a release that deprecated the name', () => {
    const before = report('1.3.0', { a: 'function', b: 'const deprecated' });
    assert.match(refusal(before, report('1.4.0', { a: 'function' })), /new major version \(1\.3\.0 -> 2\.0\.0\)/);
    assert.equal(refusal(before, report('2.0.0', { a: 'function' })), null);
    assert.match(refusal(before, report('2.0.0', { b: 'const deprecated' })), /without a release that marked it @deprecated first: \. a/);
    assert.match(refusal(before, report('1.4.0', { a: 'const', b: 'const deprecated' })), /new major version/);
  });
});
