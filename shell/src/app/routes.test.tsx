import { renderAt } from '@bet/shared/src/test-utils';
import { setConfig } from '@bet/shared';
import { screen } from '@testing-library/react';
import { guestGoesToLogin, linkShown, menuPages, ownerOf, pageAfterLogin, publishRoutes, resetPublished, siteRoutes } from './routes';

jest.mock('../mf/remotes', () => ({
  ...jest.requireActual('../mf/remotes'),
  RemoteMount: ({ remote }: { remote: string }) => <div>remote {remote}</div>,
}));
import { App } from './App';

/** What the remotes publish with their releases (a part of it). */
function publishDemo() {
  publishRoutes('mf_account', [
    { path: '/account', title: 'Account', login: true },
    { path: '/inbox', title: 'Inbox', login: true },
  ]);
  publishRoutes('mf_funds', [
    { path: '/deposit', title: 'Deposit', login: true },
    { path: '/make-payment', title: 'Make Payment', login: false, guestToLogin: true },
    { path: '/payment-request', title: 'Get Ready!', login: true },
  ]);
  publishRoutes('mf_games', [{ path: '/games', title: 'Games', login: false }]);
  publishRoutes('mf_support', [{ path: '/chat-box/:chatId', title: 'Chat', login: true, sample: '/chat-box/1' }]);
}

describe('route ownership and the login guard', () => {
  beforeEach(() => {
    resetPublished();
    publishDemo();
  });
  const realFetch = global.fetch;
  afterEach(() => {
    jest.restoreAllMocks();
    global.fetch = realFetch;
  });

  it('knows the owner of every route the remotes publish', () => {
    expect(ownerOf('/account')).toBe('mf_account');
    expect(ownerOf('/chat-box/12')).toBe('mf_support');
    expect(ownerOf('/nope')).toBeNull();
    expect(ownerOf('/login')).toBeNull();
    // an open route, one that needs a login, and Make Payment: open, but with nothing for a guest
    expect(guestGoesToLogin('/games')).toBe(false);
    expect(guestGoesToLogin('/payment-request')).toBe(true);
    expect(guestGoesToLogin('/make-payment')).toBe(true);
  });

  it("refuses what is not a list of routes, and keeps the shell's own pages", () => {
    expect(publishRoutes('mf_games', [{ path: 'javascript:x', title: 'x', login: false }])).toBe(false);
    expect(ownerOf('/games')).toBe('mf_games');
    expect(
      siteRoutes()
        .filter((r) => r.owner === 'shell')
        .map((r) => r.path),
    ).toContain('/login');
  });

  it("lists a page a remote publishes for the menu, and hides the menu's link to a page no remote publishes", () => {
    setConfig({ apiBase: 'http://api.test', siteRoot: 'http://site.test', remotes: { mf_games: 'http://g.test/mf-manifest.json' } });
    publishRoutes('mf_games', [
      { path: '/games', title: 'Games', login: false },
      { path: '/tournaments', title: 'Tournaments', login: false, menu: true, bn: { title: 'টুর্নামেন্ট' } },
    ]);
    expect(menuPages([]).map((r) => r.path)).toEqual(['/tournaments']);
    expect(menuPages(['/tournaments'])).toEqual([]);
    // every remote of the configuration has published: a page none publishes has no link
    expect(linkShown('/games')).toBe(true);
    expect(linkShown('/promotions')).toBe(false);
  });

  it('a page a remote adds is routed with no shell release', async () => {
    publishRoutes('mf_games', [
      { path: '/games', title: 'Games', login: false },
      { path: '/tournaments', title: 'Tournaments', login: false },
    ]);
    renderAt(<App />, '/tournaments');
    expect(await screen.findByText('remote mf_games')).toBeInTheDocument();
  });

  it('sends a guest from a login-needed route to /login', async () => {
    renderAt(<App />, '/deposit');
    // the login page is its own chunk (lazy): under CI's load its import takes longer than findBy's default second
    expect(await screen.findByRole('heading', { name: 'Login' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('sends a guest from Make Payment, an open route with nothing for a guest, to /login without loading its remote', async () => {
    renderAt(<App />, '/make-payment');
    expect(await screen.findByRole('heading', { name: 'Login' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('remote mf_funds')).not.toBeInTheDocument();
  });

  it('mounts the owning remote for a player', async () => {
    localStorage.setItem('token', 't');
    renderAt(<App />, '/inbox');
    expect(await screen.findByText('remote mf_account')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('sends a player who lands on the login on to the page the server named, a page of this site only', async () => {
    expect(pageAfterLogin('?next=%2Fdeposit')).toBe('/deposit');
    expect(pageAfterLogin('?next=%2Fgames%3Ftype%3DSLOT')).toBe('/games?type=SLOT');
    for (const away of [
      '',
      '?next=',
      '?next=%2F%2Fevil.example',
      '?next=%2F%5Cevil.example',
      '?next=https%3A%2F%2Fevil.example',
      '?next=javascript%3Aalert(1)',
      '?next=deposit',
    ])
      expect(pageAfterLogin(away)).toBe('/');
    localStorage.setItem('token', 't');
    renderAt(<App />, '/login?next=%2Finbox');
    expect(await screen.findByText('remote mf_account')).toBeInTheDocument();
  });

  it('lets a guest open an open route', async () => {
    renderAt(<App />, '/games?type=SLOT');
    expect(await screen.findByText('remote mf_games')).toBeInTheDocument();
  });

  it('asks a remote whose routes the page did not carry, and shows its page once they come', async () => {
    resetPublished();
    setConfig({ apiBase: 'http://api.test', siteRoot: 'http://site.test', remotes: { mf_exchange: 'http://cdn.test/ex/1.0.0/mf-manifest.json' } });
    const fetchMock = jest.fn(async (url: string) => ({
      ok: true,
      json: async () => (url === 'http://cdn.test/ex/1.0.0/routes.json' ? [{ path: '/exchange-sports', title: 'Sports', login: false }] : {}),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    renderAt(<App />, '/exchange-sports');
    expect(await screen.findByText('remote mf_exchange')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('http://cdn.test/ex/1.0.0/routes.json', expect.anything());
  });

  it('shows the unavailable panel with Retry when a remote whose routes are not known does not answer', async () => {
    resetPublished();
    setConfig({ apiBase: 'http://api.test', siteRoot: 'http://site.test', remotes: { mf_exchange: 'http://cdn.test/ex/mf-manifest.json' } });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    global.fetch = (async (url: string) => ({ ok: !String(url).endsWith('routes.json'), json: async () => ({}) })) as unknown as typeof fetch;
    renderAt(<App />, '/exchange-sports');
    expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
