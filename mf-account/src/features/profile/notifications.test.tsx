import { http, invalidateResources } from '@bet/shared';
import { mockApi, renderAt } from '@bet/shared/src/test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NotificationsCard } from './NotificationsCard';

describe('notifications on the profile', () => {
  beforeEach(() => {
    invalidateResources();
    localStorage.setItem('token', 'tok');
  });

  it('shows the topics the player takes and saves a change; this browser (jsdom) cannot be subscribed, and says so', async () => {
    let topics = ['bet', 'deposit', 'withdrawal', 'support'];
    const calls = mockApi(http, {
      'GET /api/push/key': () => [200, { success: true, data: { public_key: 'BKey' } }],
      'GET /api/push': () => [200, { success: true, data: { topics, subscriptions: 0 } }],
      'POST /api/push/topics': (body) => {
        topics = (body as { topics: string[] }).topics;
        return [200, { success: true, message: 'Your notification choices are saved.' }];
      },
    });
    renderAt(<NotificationsCard />, '/profile', '/profile');
    const deposits = await screen.findByRole('checkbox', { name: 'Deposits credited' });
    expect(deposits).toBeChecked();
    expect(screen.getByText('Off for this phone')).toBeInTheDocument();
    expect(screen.getByText('This browser cannot show notifications: install the app from a phone’s browser.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on' })).not.toBeInTheDocument();
    fireEvent.click(deposits);
    expect(await screen.findByRole('status')).toHaveTextContent('Your notification choices are saved.');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Deposits credited' })).not.toBeChecked());
    expect(calls.find((c) => c.url === '/api/push/topics')?.body).toEqual({ topics: ['bet', 'withdrawal', 'support'] });
    expect(screen.getByRole('checkbox', { name: 'Settled bets' })).toBeChecked();
  });

  it('says what went wrong when the choices could not be saved', async () => {
    mockApi(http, {
      'GET /api/push/key': () => [200, { success: true, data: { public_key: null } }],
      'GET /api/push': () => [200, { success: true, data: { topics: ['bet'], subscriptions: 0 } }],
      'POST /api/push/topics': () => [400, { success: false, message: 'Choose notifications from the list.' }],
    });
    renderAt(<NotificationsCard />, '/profile', '/profile');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Support replies' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose notifications from the list.');
  });
});
