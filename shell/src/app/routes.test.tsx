import { renderAt } from '@bet/shared/src/test-utils';
import { screen } from '@testing-library/react';
import { guestGoesToLogin, ownerOf } from './routes';

jest.mock('../mf/remotes', () => ({ RemoteMount: ({ remote }: { remote: string }) => <div>remote {remote}</div> }));
import { App } from './App';

describe('route ownership and the login guard', () => {
  it('knows the owner of every route', () => {
    expect(ownerOf('/account')).toBe('mf_account');
    expect(ownerOf('/chat-box/12')).toBe('mf_support');
    expect(ownerOf('/odds-view')).toBe('mf_exchange');
    expect(ownerOf('/nope')).toBeNull();
    // an open route, one that needs a login, and Make Payment: open, but with nothing for a guest
    expect(guestGoesToLogin('/games')).toBe(false);
    expect(guestGoesToLogin('/payment-request')).toBe(true);
    expect(guestGoesToLogin('/make-payment')).toBe(true);
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

  it('lets a guest open an open route', async () => {
    renderAt(<App />, '/games?type=SLOT');
    expect(await screen.findByText('remote mf_games')).toBeInTheDocument();
  });
});
