// The deployment's configuration (scripts/ports.mjs): where the api and each remote are (node's test runner).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

describe("the deployment's configuration", () => {
  it('names each remote by its full address, and refuses what is not http(s) or not a remote of the list', async () => {
    const { checkDeployment, runtimeConfig } = await import('./ports.mjs');
    assert.throws(() => checkDeployment({ remotes: { mf_games: 'javascript:alert(1)' } }), /not an http\(s\) address/);
    assert.throws(() => checkDeployment({ remotes: { mf_nope: 'https://x.example/mf-manifest.json' } }), /unknown remote/);
    assert.throws(() => checkDeployment({ apiBase: 'ftp://x' }), /apiBase/);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-deploy-'));
    process.env.DEPLOYMENT_FILE = path.join(dir, 'deployment.json');
    try {
      const cdn = 'https://cdn.example/games/1.2.0-abcdef12/mf-manifest.json';
      fs.writeFileSync(process.env.DEPLOYMENT_FILE, JSON.stringify({ remotes: { mf_games: cdn } }));
      assert.equal(runtimeConfig('localhost').remotes.mf_games, cdn);
      assert.equal(runtimeConfig('localhost').remotes.mf_funds, 'http://localhost:8082/mf-manifest.json');
      // a bad file leaves the last good configuration in force
      const error = console.error;
      console.error = () => {};
      fs.writeFileSync(process.env.DEPLOYMENT_FILE, JSON.stringify({ remotes: { mf_games: 'data:text/javascript,1' } }));
      fs.utimesSync(process.env.DEPLOYMENT_FILE, new Date(), new Date(Date.now() + 5000));
      assert.equal(runtimeConfig('localhost').remotes.mf_games, cdn);
      console.error = error;
    } finally {
      delete process.env.DEPLOYMENT_FILE;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
