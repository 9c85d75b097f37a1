import { http, invalidateResources } from '@bet/shared';
import { mockApi, renderAt } from '@bet/shared/src/test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it('the Exchange tab: bets by date with bet type, stake and net profit/loss; a row opens its details in two views', async () => {
    const bet = (over: Record<string, unknown>) => ({
      id: 1,
      transaction_id: 'EXAB12CD34EF56',
      created_at: '2026-11-23T06:00:00.000Z',
      settled_at: '2026-11-23T07:00:00.000Z',
      event_id: '30000113',
      event_name: 'Bangladesh v England',
      sport: 'cricket',
      game_type: 'Exchange',
      market_id: '1.30000113',
      market_kind: 'odds',
      market_name: 'Match Odds',
      selection_id: '300001131',
      selection_name: 'Bangladesh',
      bet_type: 'Back',
      odds: 1.85,
      run: null,
      stake: 200,
      potential_profit: 170,
      potential_liability: 200,
      matched: true,
      status: 'WON',
      net_profit_loss: 170,
      ...over,
    });
    const seen: string[] = [];
    mockApi(http, {
      'GET /api/betting-record': () => [200, { success: true, data: [], filters }],
      'GET /api/betting-record/exchange': (_body, params) => {
        seen.push(String(params.date));
        return [
          200,
          {
            success: true,
            data: {
              rows: [
                bet({}),
                bet({
                  id: 2,
                  bet_type: 'Yes',
                  market_kind: 'fancy',
                  game_type: 'Fancy',
                  market_name: '6 over runs BAN',
                  selection_name: '6 over runs BAN',
                  odds: 100,
                  run: 52,
                  status: 'LOST',
                  net_profit_loss: -100,
                  stake: 100,
                }),
              ],
              page: 1,
              more: false,
            },
          },
        ];
      },
    });
    renderAt(<BettingRecordPage />, '/betting-record');
    fireEvent.click(screen.getByRole('tab', { name: 'Exchange' }));
    const won = (await screen.findAllByText('Bangladesh v England'))[0].closest('button')!;
    expect(won).toHaveTextContent('Back · Bangladesh @ 1.85');
    expect(won).toHaveTextContent('৳ 200.00');
    expect(within(won).getByText('WON')).toHaveClass('win');
    expect(within(won).getByText('৳ 170.00')).toHaveClass('win');
    const lost = screen.getAllByText('Bangladesh v England')[1].closest('button')!;
    expect(within(lost).getByText('LOST')).toHaveClass('loss');
    expect(lost).toHaveTextContent('Yes · 6 over runs BAN 52 @ 100');
    fireEvent.click(won);
    const dialog = screen.getByRole('dialog', { name: 'Exchange Record Details' });
    expect(dialog).toHaveTextContent('EXAB12CD34EF56');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Table' }));
    for (const k of [
      'Event Name',
      'Game Type',
      'Market Name',
      'Selection Name',
      'Bet Type',
      'Stake',
      'Potential Profit',
      'Potential Liability',
      'Odds',
      'Runs',
    ])
      expect(within(dialog).getByText(k)).toBeInTheDocument();
    expect(within(dialog).getByText('Match Odds')).toBeInTheDocument();
    expect(seen).toEqual(['today']);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(seen).toEqual(['today', 'last7']));
  });
});
