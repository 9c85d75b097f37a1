// The release command's packaging and pointer (node's test runner): immutable folders named by content, a switch by
// rename, a rollback to the one before, and a prune that keeps what is served.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

describe('releases', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-release-'));
  const app = { dir: 'mf-games', name: 'mf_games' };
  let r;
  const build = (text) => {
    const dist = fs.mkdtempSync(path.join(tmp, 'dist-'));
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), text);
    fs.writeFileSync(path.join(dist, '.build-stamp'), 'x');
    return dist;
  };
  before(async () => {
    process.env.RELEASES_DIR = path.join(tmp, 'releases');
    r = await import('./release.mjs');
  });
  after(() => {
    delete process.env.RELEASES_DIR;
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('packages a build once per content, switches by a pointer, rolls back and prunes', () => {
    const one = r.packageRelease(app, build('one'), { commit: 'c1' });
    assert.match(one.version, /^\d+\.\d+\.\d+-[0-9a-f]{8}$/);
    assert.equal(r.packageRelease(app, build('one')).existed, true); // the same content: the same, untouched release
    const meta = JSON.parse(fs.readFileSync(path.join(one.folder, 'release.json'), 'utf8'));
    assert.equal(meta.commit, 'c1');
    assert.match(meta.shared, /^\^\d+\.\d+\.\d+$/);
    assert.equal(fs.existsSync(path.join(one.folder, '.build-stamp')), false);
    const two = r.packageRelease(app, build('two'));
    assert.notEqual(two.version, one.version);
    assert.equal(r.currentRelease(app), null);
    r.activate(app, one.version);
    r.activate(app, two.version);
    assert.equal(r.currentRelease(app), two.version);
    assert.throws(() => r.activate(app, '../../etc'), /has no release/);
    r.rollback(app);
    assert.equal(r.currentRelease(app), one.version);
    for (const text of ['three', 'four', 'five']) r.packageRelease(app, build(text));
    const gone = r.prune(app, 1);
    assert.equal(gone.length, 2);
    const left = r.listReleases(app);
    assert.ok(left.includes(one.version) && left.includes(two.version), 'the current and the previous are kept');
    assert.equal(left.length, 3);
  });
});
