import { guestGoesToLogin, ownerOf, ROUTES, routesOf } from './routes';

describe('route registry', () => {
  it('lists each path once, with a title', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    expect(ROUTES.every((r) => r.title.length > 0)).toBe(true);
    // the table is JSON: every owner is one of the site's apps, every flag a boolean
    const owners = ['shell', 'mf_account', 'mf_funds', 'mf_games', 'mf_exchange', 'mf_support'];
    expect(ROUTES.filter((r) => !owners.includes(r.owner) || typeof r.login !== 'boolean')).toEqual([]);
  });
  it('answers owners and login from the one table', () => {
    expect(ownerOf('/chat-box/12')).toBe('mf_support');
    expect(ownerOf('/login')).toBeNull();
    expect(guestGoesToLogin('/deposit')).toBe(true);
    expect(guestGoesToLogin('/exchange-sports')).toBe(false);
    expect(routesOf('mf_funds').map((r) => r.path)).toEqual(['/deposit', '/withdrawal', '/make-payment', '/payment-request']);
  });
});
