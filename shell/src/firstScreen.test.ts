import { startFirstScreen } from './firstScreen';
import timeoutPlugin from './mf/runtimePlugin';

const MANIFEST = 'http://localhost:8082/mf-manifest.json';
const manifest = {
  metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
  // the @bet/shared range it was built against (shell/src/mf/compatibility.ts)
  shared: [{ name: '@bet/shared', version: '1.0.0', requiredVersion: '^1.0.0' }],
  exposes: [
    { name: 'Routes', assets: { js: { sync: ['430.aa.js', '__federation_expose_Routes.bb.js'] } } },
    { name: 'Widget', assets: { js: { sync: ['9.cc.js'] } } },
  ],
};

function page(attrs: string) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root" ${attrs}></div>`;
}
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=script]')].map((l) => l.href);
const settle = () => new Promise((r) => setTimeout(r, 0));
// jsdom has no fetch Response: what the code reads of one
function answer(status: number, body: unknown): Response {
  const res = { ok: status < 400, status, json: async () => body, clone: () => res };
  return res as unknown as Response;
}

describe("a remote's page, first load", () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    localStorage.clear();
    // each test is a new page: the first script has not run in it yet
    delete (window as unknown as { __betEarly?: unknown }).__betEarly;
    fetchMock = jest.fn(async () => answer(200, manifest));
    global.fetch = fetchMock;
  });

  it("starts the remote's entry and page scripts at once, and the runtime takes the same manifest answer", async () => {
    page(`data-remote-manifest="${MANIFEST}"`);
    startFirstScreen();
    await settle();
    expect(preloads()).toEqual([
      'http://localhost:8082/remoteEntry.js',
      'http://localhost:8082/430.aa.js',
      'http://localhost:8082/__federation_expose_Routes.bb.js',
    ]);
    // the federation runtime asks for the manifest later: no second request
    const plugin = timeoutPlugin() as { fetch: (url: string, init: RequestInit) => Promise<Response> };
    const res = await plugin.fetch(MANIFEST, {});
    expect(await res.json()).toEqual(manifest);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // once only: a later load asks the network again
    await plugin.fetch(MANIFEST, {});
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("a guest on a player's page starts nothing of the remote, the login page's scripts instead", async () => {
    page(`data-remote-manifest="${MANIFEST}" data-remote-login data-login-scripts="/443.aa.js /page-login.bb.js"`);
    startFirstScreen();
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(preloads()).toEqual([`${location.origin}/443.aa.js`, `${location.origin}/page-login.bb.js`]);
    document.head.querySelectorAll('link[rel=preload]').forEach((l) => l.remove());
    // a player's load of the page
    localStorage.setItem('token', 'tok');
    delete (window as unknown as { __betEarly?: unknown }).__betEarly;
    startFirstScreen();
    await settle();
    expect(preloads()).toHaveLength(3);
  });

  it("a guest's public page of a remote does not open the storage while the page is read", async () => {
    const read = jest.spyOn(Storage.prototype, 'getItem');
    page(`data-remote-manifest="${MANIFEST}"`);
    startFirstScreen();
    await settle();
    expect(preloads()).toHaveLength(3);
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
  });

  it('a failed early answer is asked for again by the runtime', async () => {
    fetchMock.mockResolvedValueOnce(answer(503, 'down'));
    page(`data-remote-manifest="${MANIFEST}"`);
    startFirstScreen();
    await settle();
    expect(preloads()).toEqual([]);
    const plugin = timeoutPlugin() as { fetch: (url: string, init: RequestInit) => Promise<Response> };
    expect((await plugin.fetch(MANIFEST, {})).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("starts a player's page's first calls, as the server named them, with the player's token; a guest's none", async () => {
    const calls = JSON.stringify([
      ['GET', 'http://localhost:4000/api/user/show'],
      ['POST', 'http://localhost:4000/api/balance'],
    ]).replace(/"/g, '&quot;');
    page(`data-remote-manifest="${MANIFEST}" data-remote-login data-player-calls="${calls}"`);
    startFirstScreen();
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    // the player's next load of the page
    localStorage.setItem('token', 'tok');
    delete (window as unknown as { __betEarly?: unknown }).__betEarly;
    startFirstScreen();
    await settle();
    const asked = fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => `${init?.method ?? 'GET'} ${url} ${JSON.stringify(init?.headers ?? {})}`);
    expect(asked).toContain('GET http://localhost:4000/api/user/show {"Accept":"application/json, text/plain, */*","Authorization":"Bearer tok"}');
    expect(asked).toContain('POST http://localhost:4000/api/balance {"Accept":"application/json, text/plain, */*","Authorization":"Bearer tok"}');
  });

  it('runs once per page: main.js asks again where the page already ran it, and nothing is asked twice', async () => {
    localStorage.setItem('token', 'a'.repeat(64));
    page(
      `data-remote-manifest="${MANIFEST}" data-remote-login data-player-calls="${JSON.stringify([['GET', 'http://localhost:4000/api/user/show']]).replace(/"/g, '&quot;')}"`,
    );
    startFirstScreen();
    startFirstScreen();
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual(['http://localhost:4000/api/user/show', MANIFEST]);
  });
});
