import { findRoute, isPublishedRoutes, routeTitle, sendsGuestToLogin } from './routes';

const routes = [
  { path: '/deposit', title: 'Deposit', login: true },
  { path: '/make-payment', title: 'Make Payment', login: false, guestToLogin: true },
  { path: '/chat-box/:chatId', title: 'Chat', login: true, sample: '/chat-box/1' },
];

describe('routes', () => {
  it('finds the route a path opens, parameters included', () => {
    expect(findRoute(routes, '/chat-box/12')?.title).toBe('Chat');
    expect(findRoute(routes, '/nope')).toBeUndefined();
  });

  it('sends a guest to the login on a player route and on an open one with nothing for a guest', () => {
    expect(sendsGuestToLogin(routes[0])).toBe(true);
    expect(sendsGuestToLogin(routes[1])).toBe(true);
    expect(sendsGuestToLogin({ path: '/games', title: 'Games', login: false })).toBe(false);
    expect(sendsGuestToLogin(undefined)).toBe(false);
  });

  it('takes only routes of the published shape', () => {
    expect(isPublishedRoutes(routes)).toBe(true);
    expect(isPublishedRoutes([{ path: 'javascript:alert(1)', title: 'x', login: false }])).toBe(false);
    expect(isPublishedRoutes([{ path: '/x', title: 'x' }])).toBe(false);
    expect(isPublishedRoutes({})).toBe(false);
    expect(isPublishedRoutes([{ path: '/x', title: 'x', login: false, menu: 'yes' }])).toBe(false);
    expect(isPublishedRoutes([{ path: '/x', title: 'x', login: false, bn: { title: 1 } }])).toBe(false);
  });

  it("titles a route in the reader's language", () => {
    const route = { path: '/t', title: 'Tournaments', login: false, bn: { title: 'টুর্নামেন্ট' } };
    expect(routeTitle(route, 'bn')).toBe('টুর্নামেন্ট');
    expect(routeTitle(route, 'en')).toBe('Tournaments');
    expect(routeTitle({ path: '/t', title: 'Tournaments', login: false }, 'bn')).toBe('Tournaments');
  });
});
