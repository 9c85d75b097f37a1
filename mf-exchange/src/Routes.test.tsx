import { Profiler } from 'react';
import { http, invalidateResources, marketBlockPopupAtom, sessionStore } from '@bet/shared';
import { mockApi, renderAt } from '@bet/shared/src/test-utils';
import type { BookmakerMarket, FancyMarket } from '@bet/shared/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import ExchangeRoutes, { PAGES } from './Routes';
import { BookmakerTable, bookmakerFlag } from './features/odds/BookmakerTable';
import { FancyTable, fancyFlag } from './features/odds/FancyTable';
import { BetSlip } from './features/slip/BetSlip';
import { runnerBooks } from './features/odds/books';
import type { ExchangeBet } from '@bet/shared';

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<ExchangeRoutes />} />
      </Routes>
    </MemoryRouter>,
  );

export const fancyRow = (i: number, over: Partial<FancyMarket> = {}): FancyMarket => ({
  id: `f${i}`,
  title: `${i} over runs BAN`,
  type: ((i % 5) + 1) as FancyMarket['type'],
  no: 40 + i,
  no_rate: 100,
  yes: 41 + i,
  yes_rate: 100,
  suspended: 0,
  ball_running: 0,
  min: 100,
  max: 50_000,
  ...over,
});
const event = (id: number, sport: string, status: 'inplay' | 'upcoming' | 'closed', name: string, extra: Record<string, unknown> = {}) => ({
  EventId: String(id),
  MarketId: `1.${id}`,
  Event: name,
  Fancy: sport === 'cricket',
  Bookmaker: sport === 'cricket',
  Competition: 'Test League',
  OpenDate: new Date(Date.now() + (status === 'upcoming' ? 60_000 : -3_600_000)).toISOString(),
  InPlay: status === 'inplay',
  Status: status,
  Result: status === 'closed' ? 'Bangladesh won by 5 runs' : null,
  ...extra,
});

describe('mf-exchange', () => {
  beforeEach(() => {
    invalidateResources();
    localStorage.clear();
  });

  it('has a screen for every route it owns', () => {
    expect(PAGES).toEqual([]);
  });

  it('flags: ball running wins in the bookmaker table, suspend wins in the fancy table', () => {
    const both = { suspended: 1, ball_running: 1 } as const;
    expect(bookmakerFlag(both)).toBe('Ball Running');
    expect(fancyFlag(both)).toBe('Suspend');
    expect(bookmakerFlag({ suspended: 1, ball_running: 0 })).toBe('Suspend');
    expect(fancyFlag({ suspended: 0, ball_running: 1 })).toBe('Ball Running');
    expect(fancyFlag({ suspended: 0, ball_running: 0 })).toBeNull();

    const market: BookmakerMarket = {
      id: 'b',
      name: 'Bookmaker',
      min: 100,
      max: 100_000,
      runners: [
        { id: '1', runner: 'Bangladesh', backPrice: 45, layPrice: 47, ...both },
        { id: '2', runner: 'India', backPrice: 120, layPrice: 122, suspended: 1, ball_running: 0 },
      ],
    };
    const { unmount } = render(<BookmakerTable market={market} eventId="1" />);
    const rows = screen.getByRole('region', { name: 'BookMaker' });
    expect(within(rows).getByText('Bangladesh').closest('.odds-row')).toHaveTextContent('Ball Running');
    expect(within(rows).getByText('India').closest('.odds-row')).toHaveTextContent('Suspend');
    unmount();
    render(<FancyTable markets={[fancyRow(6, both), fancyRow(10, { ball_running: 1 })]} eventId="1" />);
    expect(screen.getByText('6 over runs BAN').closest('.odds-row')).toHaveTextContent('Suspend');
    expect(screen.getByText('6 over runs BAN').closest('.odds-row')).not.toHaveTextContent('Ball Running');
    // every line's ball running: one band over the prices (the suspended row still shows Suspend), all inert
    expect(screen.getByText('10 over runs BAN').closest('.odds-row')).not.toHaveTextContent(/Ball Running|Suspend/);
    expect(screen.getByRole('region', { name: 'Fancy Bet' }).querySelector('.odds-overlay.band')).toHaveTextContent('Ball Running');
    expect(screen.getByText('10 over runs BAN').closest('[inert]')).not.toBeNull();
  });

  it('fancy tabs filter by type; an empty tab says so; the limits popup shows Min and Max', () => {
    render(
      <FancyTable
        markets={[
          fancyRow(1, { type: 1, title: 'Session' }),
          fancyRow(2, { type: 2, title: '6.1 ball run BAN' }),
          fancyRow(3, { type: 6, title: 'Fall of 2nd wkt' }),
        ]}
        eventId="1"
      />,
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'Fancy', 'Ball by Ball', 'Khadda', 'Lottery', 'Odd/Even']);
    expect(screen.getAllByText(/Session|ball run|Fall of/)).toHaveLength(3);
    fireEvent.click(screen.getByRole('tab', { name: 'Fancy' }));
    expect(screen.getByText('Session')).toBeInTheDocument();
    expect(screen.getByText('Fall of 2nd wkt')).toBeInTheDocument();
    expect(screen.queryByText('6.1 ball run BAN')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Khadda' }));
    expect(screen.getByText('No fancy bets available')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    fireEvent.click(screen.getByRole('button', { name: 'Limits of Session' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Min');
    expect(dialog).toHaveTextContent('100.00');
    expect(dialog).toHaveTextContent('50,000.00');
  });

  it('an update re-renders only the rows whose values changed', () => {
    const rows = Array.from({ length: 30 }, (_, i) => fancyRow(i, { type: 1 }));
    let commits = 0;
    const { rerender } = render(
      <Profiler id="fancy" onRender={() => (commits += 1)}>
        <FancyTable markets={rows} eventId="1" />
      </Profiler>,
    );
    const before = screen.getAllByText(/over runs BAN/).map((el) => el.closest('.odds-row'));
    // new objects with the same values (a fresh poll): no row renders; one changed value: that row alone
    const next = rows.map((r) => ({ ...r }));
    next[7] = { ...next[7], no: 99 };
    rerender(
      <Profiler id="fancy" onRender={() => (commits += 1)}>
        <FancyTable markets={next} eventId="1" />
      </Profiler>,
    );
    expect(commits).toBe(2);
    const after = screen.getAllByText(/over runs BAN/).map((el) => el.closest('.odds-row'));
    expect(after).toEqual(before);
    expect(after[7]?.querySelector('.flash')).toHaveTextContent('99');
    expect(after.filter((r) => r?.querySelector('.flash'))).toHaveLength(1);
  });

  it('a player whose upline blocked the Exchange gets the Market Block popup and goes home', async () => {
    localStorage.setItem('token', 'tok');
    mockApi(http, {
      'GET /api/market/block': () => [200, { success: true, data: [{ exchange_market: 0, cs_market: 1, status: 'blocked' }] }],
      'GET /api/sports-events/cricket': () => [200, []],
      'GET /api/sports-events/soccer': () => [200, []],
      'GET /api/sports-events/tennis': () => [200, []],
    });
    renderAt(<ExchangeRoutes />, '/exchange-inplay');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(sessionStore.get(marketBlockPopupAtom)).toBe('Exchange');
    sessionStore.set(marketBlockPopupAtom, null);
  });

  it('the in-play list: three sports loaded in parallel, grouped, with badges; the tabs and the search', async () => {
    const calls = mockApi(http, {
      'GET /api/sports-events/cricket': () => [
        200,
        [
          event(1, 'cricket', 'inplay', 'Bangladesh v India'),
          event(2, 'cricket', 'upcoming', 'Pakistan v Sri Lanka'),
          event(3, 'cricket', 'closed', 'England v Australia'),
        ],
      ],
      'GET /api/sports-events/soccer': () => [200, [event(4, 'soccer', 'inplay', 'Arsenal v Chelsea')]],
      'GET /api/sports-events/tennis': () => [200, []],
      'GET /api/match-odds/1.1': () => [200, [{ marketId: '1.1', eventId: '1', inplay: true, status: 'OPEN', totalMatched: 0, runners: [] }]],
      'GET /api/match-odds/1.2': () => [200, [{ marketId: '1.2', eventId: '2', inplay: false, status: 'OPEN', totalMatched: 0, runners: [] }]],
      'GET /api/match-odds/1.4': () => [200, [{ marketId: '1.4', eventId: '4', inplay: true, status: 'OPEN', totalMatched: 0, runners: [] }]],
    });
    at('/exchange-inplay');
    const cricket = await screen.findByRole('region', { name: 'Cricket' });
    expect(calls.filter((c) => c.url.startsWith('/api/sports-events/')).map((c) => c.url)).toEqual([
      '/api/sports-events/cricket',
      '/api/sports-events/soccer',
      '/api/sports-events/tennis',
    ]);
    expect(within(cricket).getByText('Bangladesh v India')).toBeInTheDocument();
    expect(within(cricket).getByText('Fancy')).toBeInTheDocument();
    expect(within(cricket).getByText('BookMaker')).toBeInTheDocument();
    expect(await within(cricket).findByText('In-Play')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Soccer' })).toHaveTextContent('Arsenal v Chelsea');
    expect(screen.queryByRole('region', { name: 'Tennis' })).toBeNull();
    expect(within(cricket).getByRole('link')).toHaveAttribute('href', '/odds-view?eventId=1&marketId=1.1');

    fireEvent.click(screen.getByRole('tab', { name: 'Result' }));
    expect(screen.getByRole('region', { name: 'Cricket' })).toHaveTextContent('Bangladesh won by 5 runs');
    fireEvent.click(screen.getByRole('tab', { name: 'In-Play' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search events' }), { target: { value: 'arsenal' } });
    expect(screen.queryByRole('region', { name: 'Cricket' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Soccer' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search events' }), { target: { value: 'zzz' } });
    expect(screen.getByText('No events')).toBeInTheDocument();
  });

  it('a price opens the bet slip at it: quick stakes, the profit or liability live, the limits; a shut row cannot be tapped', () => {
    render(
      <>
        <FancyTable markets={[fancyRow(6), fancyRow(10, { ball_running: 1 })]} eventId="1" />
        <BookmakerTable
          market={{
            id: 'b',
            name: 'Bookmaker',
            min: 100,
            max: 100_000,
            runners: [{ id: '1', runner: 'Bangladesh', backPrice: 45, layPrice: 47, suspended: 0, ball_running: 0 }],
          }}
          eventId="1"
        />
        <BetSlip />
      </>,
    );
    expect(screen.getByText('10 over runs BAN').closest('.odds-row')?.querySelector('.cells')).toHaveAttribute('inert');
    fireEvent.click(screen.getByRole('button', { name: '47 100 Yes 6 over runs BAN' }));
    const slip = screen.getByRole('form', { name: 'Bet slip' });
    expect(slip).toHaveTextContent('Yes 6 over runs BAN 47');
    // the stake buttons add to the stake; Clear empties it
    fireEvent.click(within(slip).getByRole('button', { name: 'Add 500 to the stake' }));
    expect(slip).toHaveTextContent('Profit: ৳ 500.00');
    fireEvent.click(within(slip).getByRole('button', { name: 'Add 100 to the stake' }));
    expect(slip).toHaveTextContent('Profit: ৳ 600.00');
    fireEvent.click(within(slip).getByRole('button', { name: 'Clear' }));
    expect(slip).toHaveTextContent('Profit: 0.00');
    // Place Bet says why it cannot be pressed (this test has no exchange session, then no stake)
    expect(within(slip).getByRole('button', { name: 'Place Bet' })).toBeDisabled();
    expect(within(slip).getByRole('button', { name: 'Place Bet' })).toHaveAccessibleDescription(/Connecting to the exchange|Type a stake/);
    fireEvent.change(within(slip).getByPlaceholderText('100-50000'), { target: { value: '99' } });
    expect(within(slip).getByRole('alert')).toHaveTextContent('The minimum stake is 100.');
    expect(within(slip).getByRole('button', { name: 'Place Bet' })).toBeDisabled();
    // lay the bookmaker at 47: the liability is stake x 47 / 100
    fireEvent.click(screen.getByRole('button', { name: '47 Lay Bangladesh' }));
    fireEvent.change(within(screen.getByRole('form', { name: 'Bet slip' })).getByPlaceholderText('100-100000'), { target: { value: '1000' } });
    expect(screen.getByRole('form', { name: 'Bet slip' })).toHaveTextContent('Liability: ৳ 470.00');
    // before the bet, the runner's row says what it would make with this bet matched
    const next = screen.getByLabelText(/^With this bet, if it wins: .*470\.00$/);
    expect(next).toHaveClass('loss');
    expect(next).toHaveTextContent('-');
    fireEvent.click(screen.getByRole('button', { name: 'Close the bet slip' }));
    expect(screen.queryByRole('form', { name: 'Bet slip' })).toBeNull();
  });

  it("a runner's book: what the matched bets make or lose if it wins, backs netted against lays", () => {
    const bet = (over: Partial<ExchangeBet>): ExchangeBet =>
      ({ market_id: '1.7', matched: true, bet_type: 'Back', selection_id: '71', potential_profit: 85, potential_liability: 100, ...over }) as ExchangeBet;
    expect(runnerBooks([], '1.7', ['71', '72'])).toBeUndefined();
    // back 71 for 100 at 1.85, lay 71 for 100 at 1.90 (liability 90), an unmatched bet and another market's bet do not count
    const books = runnerBooks(
      [
        bet({}),
        bet({ bet_type: 'Lay', potential_profit: 100, potential_liability: 90 }),
        bet({ matched: false, potential_profit: 500 }),
        bet({ market_id: '1.8', potential_profit: 999 }),
      ],
      '1.7',
      ['71', '72'],
    );
    expect(books).toEqual({ '71': -5, '72': 0 });
  });
});
