import { auth, support, users } from './index';
import { url } from './url';

describe('url', () => {
  it('returns a path without parameters as written', () => {
    expect(url<typeof users.balance>('/api/balance')).toBe('/api/balance');
  });

  it('fills and encodes path parameters', () => {
    expect(url<typeof support.inboxRead>('/api/inbox/:id/read', { id: 42 })).toBe('/api/inbox/42/read');
    expect(url<typeof auth.revokeSession>('/api/sessions/:id', { id: '1/2' })).toBe('/api/sessions/1%2F2');
  });

  it('refuses, at compile time, a path or parameters the contract does not have', () => {
    // @ts-expect-error the path differs from the operation's
    expect(url<typeof users.balance>('/api/balances')).toBe('/api/balances');
    // @ts-expect-error a path with a parameter needs its value
    expect(url<typeof support.inboxById>('/api/inbox/:id')).toBe('/api/inbox/undefined');
    // @ts-expect-error the parameter is id, not key
    expect(url<typeof support.inboxById>('/api/inbox/:id', { key: 1 })).toBe('/api/inbox/undefined');
  });
});
