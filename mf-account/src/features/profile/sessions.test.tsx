import { http, invalidateResources, type PlayerSession } from '@bet/shared';
import { mockApi, renderAt } from '@bet/shared/src/test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deviceName, SessionsCard } from './SessionsCard';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0';
const row = (id: number, ua: string, current = false): PlayerSession => ({
  id,
  user_agent: ua,
  current,
  ip: `10.0.0.${id}`,
  created_at: '2026-11-22T10:00:00Z',
  last_used_at: '2026-11-22T12:30:00Z',
  expires_at: '2026-11-22T13:00:00Z',
});

describe('signed-in devices', () => {
  beforeEach(() => {
    invalidateResources();
    localStorage.setItem('token', 'tok');
  });

  it('names devices from their user agent', () => {
    expect(deviceName(ANDROID)).toBe('Chrome on Android');
    expect(deviceName(WINDOWS)).toBe('Edge on Windows');
    expect(deviceName(null)).toBe('Unknown device');
  });

  it('lists the sessions with this device marked, signs out one, then all others', async () => {
    let sessions = [row(1, ANDROID, true), row(2, WINDOWS), row(3, ANDROID)];
    const calls = mockApi(http, {
      'GET /api/sessions': () => [200, { success: true, data: sessions }],
      'DELETE /api/sessions/2': () => {
        sessions = sessions.filter((s) => s.id !== 2);
        return [200, { success: true }];
      },
      'POST /api/sessions/revoke-others': () => {
        sessions = sessions.filter((s) => s.current);
        return [200, { success: true, data: { revoked: 1 } }];
      },
    });
    renderAt(<SessionsCard />, '/profile', '/profile');
    expect(await screen.findAllByTestId('session-row')).toHaveLength(3);
    expect(screen.getByText('This device')).toBeInTheDocument();
    expect(screen.getByText('Edge on Windows')).toBeInTheDocument();
    expect(screen.getAllByText('22/11/2026 18:30:00')).toHaveLength(3); // Dhaka time of the last use
    const windows = screen.getAllByTestId('session-row').find((r) => within(r).queryByText('Edge on Windows'))!;
    fireEvent.click(within(windows).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).not.toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('DELETE /api/sessions/2');
  });

  it('says when signing out failed', async () => {
    mockApi(http, {
      'GET /api/sessions': () => [200, { success: true, data: [row(1, ANDROID, true), row(2, WINDOWS)] }],
      'DELETE /api/sessions/2': () => [404, { success: false, message: 'Session not found.' }],
    });
    renderAt(<SessionsCard />, '/profile', '/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Session not found.');
  });
});
