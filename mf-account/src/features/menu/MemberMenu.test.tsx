import { http, invalidateResources, SHARED_INSTANCE_ID } from '@bet/shared';
import { mockApi, renderAt } from '@bet/shared/src/test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemberMenu } from './MemberMenu';

function api(balance = 99) {
  return mockApi(http, {
    'GET /api/user/show': () => [200, { success: true, data: { username: 'demoplayer1', vip_coin: 42, balance: 1234.5 } }],
    'POST /api/balance': () => [200, { success: true, balance }],
    'GET /api/sociallink': () => [200, { success: true, data: { whatsapp: 'https://wa.me/1', facebook: 'https://fb.com/x', telegram: 'https://t.me/x' } }],
    'GET /api/general': () => [200, { success: true, data: { support_mail: 'help@example.com' } }],
    'POST /api/logout': () => [200, { success: true }],
  });
}

describe('member menu', () => {
  beforeEach(() => {
    invalidateResources();
    localStorage.setItem('token', 'tok');
  });

  it('shows username, VIP points, balance and contact links', async () => {
    api();
    renderAt(<MemberMenu />, '/account', '/account');
    expect(await screen.findByText('demoplayer1')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByLabelText('Main wallet balance')).toHaveTextContent('৳ 1,234.50');
    expect(await screen.findByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/1');
    expect(screen.getByRole('link', { name: /Email/ })).toHaveAttribute('href', 'mailto:help@example.com');
  });

  it('hides and refreshes the balance', async () => {
    const calls = api(99);
    renderAt(<MemberMenu />, '/account', '/account');
    await screen.findByText('demoplayer1');
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByLabelText('Main wallet balance')).toHaveTextContent('৳ ****');
    fireEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(screen.getByLabelText('Main wallet balance')).toHaveTextContent('৳ 99.00'));
    expect(calls.some((c) => c.url === '/api/balance')).toBe(true);
  });

  it('logs out: revokes the session, clears storage and goes to /', async () => {
    const calls = api();
    renderAt(<MemberMenu />, '/account', '/account');
    await screen.findByText('demoplayer1');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/logout')).toBe(true);
  });

  it('shows the card busy in its own shape while loading, then an error with Retry that reloads', async () => {
    let fail = true;
    let answer: (v: [number, unknown]) => void = () => {};
    mockApi(http, {
      'GET /api/user/show': () =>
        fail
          ? new Promise<[number, unknown]>((r) => {
              answer = r;
            })
          : [200, { success: true, data: { username: 'demoplayer1', vip_coin: 0, balance: 0 } }],
      'GET /api/sociallink': () => [200, { success: true, data: {} }],
      'GET /api/general': () => [200, { success: true, data: {} }],
    });
    renderAt(<MemberMenu />, '/account', '/account');
    // the member card is drawn at once in its own shape, busy until the player's name and points come
    expect(screen.getByText(/VIP Points/).closest('.member-card')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('demoplayer1')).not.toBeInTheDocument();
    await waitFor(() => expect(answer).not.toBe(undefined));
    answer([500, { message: 'down' }]);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('demoplayer1')).toBeInTheDocument();
  });

  it('marks its root with the shared instance id', async () => {
    api();
    const { container } = renderAt(<MemberMenu />, '/account', '/account');
    await screen.findByText('demoplayer1');
    expect(container.querySelector('.account')).toHaveAttribute('data-shared-instance', SHARED_INSTANCE_ID);
  });
});
