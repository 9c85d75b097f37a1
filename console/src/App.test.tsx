import { http, invalidateResources } from '@bet/shared';
import { mockApi } from '@bet/shared/src/test-utils';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { operators } from '@bet/shared/contract';
import { App } from './App';
import { unreadOf } from './pages/Support';
import { sessionAtom, store } from './session';

const at = (path: string) =>
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </Provider>,
  );
const nav = () => Array.from(screen.getByRole('navigation', { name: 'Sections' }).querySelectorAll('a'), (a) => a.textContent);

describe('the console', () => {
  afterEach(() => {
    store.set(sessionAtom, null);
    invalidateResources();
  });

  it('shows each role only its sections (the contract`s roles)', () => {
    mockApi(http, { 'GET /api/admin/chats': () => [200, { success: true, data: [], page: 1, per_page: 50, total: 0 }] });
    store.set(sessionAtom, { token: 't', username: 'helper', role: 'support' });
    const { unmount } = at('/support');
    expect(nav()).toEqual(['Support chats', 'Players', 'Inbox messages', 'My password']);
    unmount();
    store.set(sessionAtom, { token: 't', username: 'boss', role: 'manager' });
    at('/support');
    expect(nav()).toEqual([
      'Deposits & withdrawals',
      'Support chats',
      'Players',
      'Inbox messages',
      'Risk',
      'Revenue',
      'Identity checks',
      'Content',
      'Markets & settings',
      'Audit log',
      'Operators',
      'My password',
    ]);
  });

  it('a 401 (the session ended) signs the console out and says why', async () => {
    mockApi(http, {
      'GET /api/admin/transactions': () => [401, { success: false, message: 'Your back-office session has ended. Please log in again.' }],
      'GET /api/admin/approvals': () => [200, { success: true, data: [], page: 1, per_page: 50, total: 0 }],
    });
    store.set(sessionAtom, { token: 't', username: 'cashier', role: 'finance' });
    at('/queue');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your back-office session has ended. Please log in again.');
  });

  it('logs in with the code and keeps the session for the tab', async () => {
    const calls = mockApi(http, {
      'POST /api/admin/login': () => [200, { success: true, data: { token: 'abc', role: 'support', username: 'helper', expires_in: 28800 } }],
      'GET /api/admin/chats': () => [200, { success: true, data: [], page: 1, per_page: 50, total: 0 }],
    });
    at('/');
    fireEvent.change(screen.getByLabelText('Operator name'), { target: { value: 'helper' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long password' } });
    fireEvent.change(screen.getByLabelText('Authenticator code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument());
    expect(calls[0].body).toEqual({ username: 'helper', password: 'a long password', code: '123456' });
    expect(JSON.parse(sessionStorage.getItem('betbazar-operator') ?? 'null')).toMatchObject({ token: 'abc', role: 'support' });
  });

  it('logs out after 30 minutes without the operator`s input, whatever the screen polls; input restarts the wait', async () => {
    jest.useFakeTimers();
    try {
      const calls = mockApi(http, {
        'GET /api/admin/chats': () => [200, { success: true, data: [], page: 1, per_page: 50, total: 0 }],
        'POST /api/admin/logout': () => [200, { success: true, data: {} }],
      });
      store.set(sessionAtom, { token: 't', username: 'helper', role: 'support' });
      at('/support');
      act(() => jest.advanceTimersByTime(29 * 60_000));
      fireEvent.keyDown(window, { key: 'a' });
      act(() => jest.advanceTimersByTime(29 * 60_000));
      expect(store.get(sessionAtom)).not.toBeNull();
      await act(async () => {
        jest.advanceTimersByTime(60_001);
      });
      await waitFor(() => expect(store.get(sessionAtom)).toBeNull());
      expect(calls.some((c) => c.url === '/api/admin/logout')).toBe(true);
      expect(await screen.findByRole('status')).toHaveTextContent('You were logged out after 30 minutes without activity.');
    } finally {
      jest.useRealTimers();
    }
  });

  it("checks a form with the operation's own body before sending: the api's sentence, nothing sent until it holds", async () => {
    const calls = mockApi(http, {
      'POST /api/admin/password': () => [200, { success: true, data: { sessions_ended: 1 } }],
    });
    store.set(sessionAtom, { token: 't', username: 'helper', role: 'support' });
    at('/password');
    const send = screen.getByRole('button', { name: 'Change password' });
    const field = (name: string) => operators.changePassword.schema.body.properties[name as 'new_password'] as unknown as { 'x-message': string };
    fireEvent.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(field('current_password')['x-message']);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'the old one' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'too short' } });
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(field('new_password')['x-message']));
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'correct horse battery staple' } });
    fireEvent.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed. 1 other session ended.');
    expect(calls.map((c) => c.body)).toEqual([{ current_password: 'the old one', new_password: 'correct horse battery staple' }]);
  });

  it('counts as unread the player`s messages since the desk last wrote', () => {
    const m = (id: number, sender: string) => ({ id, sender, content: '', created_at: '' });
    expect(unreadOf([])).toBe(0);
    expect(unreadOf([m(1, 'player'), m(2, 'player')])).toBe(2);
    expect(unreadOf([m(1, 'player'), m(2, 'support'), m(3, 'player')])).toBe(1);
    expect(unreadOf([m(1, 'player'), m(2, 'support')])).toBe(0);
  });
});
