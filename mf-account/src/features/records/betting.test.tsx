import { http, invalidateResources } from '@bet/shared';
import { mockApi, renderAt } from '@bet/shared/src/test-utils';
import { fireEvent, screen, within } from '@testing-library/react';
import { BettingRecordPage, cutName } from './BettingRecordPage';

const filters = { platforms: [{ platform: 'JILI', name: 'JILI' }], game_types: [{ type: 'SLOT', name: 'Slot' }] };
const group = { date: '2026-11-23', platform: 'JILI', game_type: 'SLOT', count: 2, turnover: 20, profit_loss: -5 };

describe('betting records', () => {
  beforeEach(() => {
    invalidateResources();
    localStorage.setItem('token', 'tok');
  });

  it('cuts a game name at 15 characters plus an ellipsis', () => {
    expect(cutName('Treasures of Aztec')).toBe('Treasures of Az...');
    expect(cutName('Super Ace')).toBe('Super Ace');
  });

  it('groups by date with turnover and profit/loss; a group lists its games under the summary', async () => {
    const calls = mockApi(http, {
      'GET /api/betting-record': () => [200, { success: true, data: [group], filters }],
      'GET /api/betting-record/group': () => [
        200,
        {
          success: true,
          data: {
            summary: group,
            page: 1,
            pages: 1,
            rows: [
              { id: 2, created_at: '', platform: 'JILI', game_type: 'SLOT', game_name: 'Treasures of Aztec', bet_amount: 10, winAmount: 15, profit_loss: 5 },
              { id: 1, created_at: '', platform: 'JILI', game_type: 'SLOT', game_name: 'Super Ace', bet_amount: 10, winAmount: 0, profit_loss: -10 },
            ],
          },
        },
      ],
    });
    renderAt(<BettingRecordPage />, '/betting-record');
    const row = await screen.findByRole('button', { name: 'JILI Slot' });
    expect(screen.getByText('23/11/2026')).toBeInTheDocument();
    expect(row).toHaveTextContent('2 bets');
    expect(row).toHaveTextContent('৳ 20.00');
    expect(row).toHaveTextContent('৳ -5.00');
    fireEvent.click(row);
    expect(await screen.findByText('Treasures of Az...')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Summary' })).getByText('৳ -5.00')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/betting-record/group')).toBeDefined();
  });

  it('the filter applies on Confirm and an empty answer says No Data', async () => {
    let seen: Record<string, unknown> = {};
    mockApi(http, {
      'GET /api/betting-record': (_b, params) => {
        seen = params;
        return [200, { success: true, data: [], filters }];
      },
    });
    renderAt(<BettingRecordPage />, '/betting-record');
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    fireEvent.change(screen.getByLabelText('Platform'), { target: { value: 'JILI' } });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: 'last7' } });
    expect(seen).toEqual({ date: 'today' });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText(/Last 7 days/);
    expect(seen).toEqual({ platform: 'JILI', date: 'last7' });
  });

  it('the Exchange tab waits for the exchange', async () => {
    mockApi(http, { 'GET /api/betting-record': () => [200, { success: true, data: [], filters }] });
    renderAt(<BettingRecordPage />, '/betting-record');
    fireEvent.click(screen.getByRole('tab', { name: 'Exchange' }));
    expect(screen.getByText('Exchange bets appear here once the exchange opens.')).toBeInTheDocument();
  });
});
