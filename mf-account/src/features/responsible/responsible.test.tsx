import { http, invalidateResources } from '@bet/shared';
import { mockApi, renderAt } from '@bet/shared/src/test-utils';
import { fireEvent, screen, within } from '@testing-library/react';
import { RG_RULES } from '@bet/shared/contract';
import { ResponsibleGamingPage } from './ResponsibleGamingPage';

const limit = (kind: string, period: string) => ({ kind, period, value: null, used: 0, pending: null });
const status = {
  limits: [
    limit('deposit', 'day'),
    limit('deposit', 'week'),
    limit('deposit', 'month'),
    limit('loss', 'day'),
    limit('loss', 'week'),
    limit('loss', 'month'),
    limit('session', 'session'),
  ],
  reality_minutes: 0,
  session: { started_at: '2026-11-27T10:00:00Z', net: 0, reality_due_at: '2026-11-27T11:00:00Z', reality_due: false },
  exclusion: null,
  history: [],
};

function api() {
  return mockApi(http, {
    'GET /api/responsible': () => [200, { success: true, data: status }],
    'GET /api/responsible/statement': () => [200, { success: true, data: [] }],
    'POST /api/responsible/limits': () => [200, { success: true, message: 'Your limit is set.', data: status }],
  });
}

describe('responsible gaming limits', () => {
  beforeEach(() => {
    invalidateResources();
    localStorage.setItem('token', 'tok');
  });

  it("refuses a value outside the contract's range with its sentence and range, and sends nothing; a value in range is sent", async () => {
    const calls = api();
    renderAt(<ResponsibleGamingPage />, '/responsible-gaming', '/responsible-gaming');
    const daily = await screen.findByRole('form', { name: 'Deposit limits: Daily' });
    const field = within(daily).getByRole('textbox');
    fireEvent.change(field, { target: { value: '5' } });
    fireEvent.click(within(daily).getByRole('button', { name: 'Save' }));
    expect(await within(daily).findByRole('alert')).toHaveTextContent(
      `Please enter a limit between ${RG_RULES.amountMin} and ${RG_RULES.amountMax.toLocaleString('en-US')}, or leave it empty to remove it.`,
    );
    const session = screen.getByRole('form', { name: 'Session time limit: Per day, across logins (minutes)' });
    fireEvent.change(within(session).getByRole('textbox'), { target: { value: '30.5' } });
    fireEvent.click(within(session).getByRole('button', { name: 'Save' }));
    expect(await within(session).findByRole('alert')).toHaveTextContent(/between 15 and [\d,]+ minutes/);
    expect(calls.some((c) => c.url === '/api/responsible/limits')).toBe(false);
    fireEvent.change(field, { target: { value: '500' } });
    fireEvent.click(within(daily).getByRole('button', { name: 'Save' }));
    expect(await within(daily).findByRole('status')).toHaveTextContent('Your limit is set.');
    expect(calls.filter((c) => c.url === '/api/responsible/limits').map((c) => c.body)).toEqual([{ kind: 'deposit', period: 'day', value: '500' }]);
  });
});
