import { http, invalidateResources, type GameListItem } from '@bet/shared';
import { mockApi, renderAt } from '@bet/shared/src/test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GamesPage } from './GamesPage';
import { arrangeGames, favKey } from './sortGames';

const game = (name: string, created_at: string, platform = 'JILI'): GameListItem => ({
  code: `${platform}-${name.toUpperCase()}`,
  name,
  type: 'SLOT',
  platform,
  icon: '/g.svg',
  created_at,
});
const games = [game('Money Coming', '2026-01-02'), game('Boxing King', '2026-01-03'), game('Crazy777', '2026-01-01', 'PG')];
const api = (extra = {}) =>
  mockApi(http, {
    'GET /api/get-type': () => [200, { success: true, data: [{ type: 'SLOT', name: 'Slot' }] }],
    'GET /api/get-system': () => [200, { success: true, data: ['JILI', 'PG'] }],
    'GET /api/get-provider': () => [
      200,
      {
        success: true,
        data: [
          { platform: 'JILI', name: 'JILI', logo: '' },
          { platform: 'PG', name: 'PG Soft', logo: '' },
        ],
      },
    ],
    'GET /api/get-games': (_b, params) => [200, { success: true, data: games.filter((g) => !params.system || g.platform === params.system) }],
    'GET /api/games/favourites': () => [200, { success: true, data: [] }],
    'GET /api/market/block': () => [200, { success: true, data: [] }],
    ...extra,
  });
const names = () => screen.getAllByRole('button', { name: /^Play / }).map((b) => b.getAttribute('aria-label'));

describe('games list', () => {
  beforeEach(() => {
    invalidateResources();
    localStorage.clear();
  });

  it('sorts for real: catalogue order, newest first, favourites first, A-Z; and searches by name', () => {
    const favs = new Set([favKey(games[2])]);
    expect(arrangeGames(games, '', 'recommend', favs).map((g) => g.name)).toEqual(['Money Coming', 'Boxing King', 'Crazy777']);
    expect(arrangeGames(games, '', 'latest', favs).map((g) => g.name)).toEqual(['Boxing King', 'Money Coming', 'Crazy777']);
    expect(arrangeGames(games, '', 'favorite', favs)[0].name).toBe('Crazy777');
    expect(arrangeGames(games, '', 'az', favs).map((g) => g.name)).toEqual(['Boxing King', 'Crazy777', 'Money Coming']);
    expect(arrangeGames(games, 'KING', 'recommend', favs).map((g) => g.name)).toEqual(['Boxing King']);
  });

  it('while the games come, the grid shows tiles in its own shape: three a row, as the games will be', async () => {
    let answer: (v: unknown) => void = () => {};
    api({ 'GET /api/get-games': () => new Promise((resolve) => (answer = resolve)) });
    renderAt(<GamesPage />, '/games?type=SLOT');
    const loading = await screen.findByRole('status', { name: 'Loading' });
    expect(loading).toHaveClass('game-grid');
    expect(loading.querySelectorAll('.game-card .game-skeleton')).toHaveLength(9);
    answer([200, { success: true, data: games }]);
    expect(await screen.findByRole('button', { name: 'Play Money Coming' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('lists the providers with ALL first and filters by the chosen one', async () => {
    api();
    renderAt(<GamesPage />, '/games?type=SLOT&title=Slot');
    await waitFor(() => expect(names()).toHaveLength(3));
    await waitFor(() =>
      expect(
        within(screen.getByRole('tablist', { name: 'Providers' }))
          .getAllByRole('tab')
          .map((t) => t.textContent),
      ).toEqual(['ALL', 'JILI', 'PG Soft']),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'PG Soft' }));
    await waitFor(() => expect(names()).toEqual(['Play Crazy777']));
    expect(screen.getByTestId('location')).toHaveTextContent('system=PG');
    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'az' } });
    fireEvent.click(screen.getByRole('tab', { name: 'ALL' }));
    await waitFor(() => expect(names()).toEqual(['Play Boxing King', 'Play Crazy777', 'Play Money Coming']));
  });

  it('fetches the first row of pictures first, the first two rows at once and the rest when scrolled near', async () => {
    const many = Array.from({ length: 8 }, (_, i) => game(`Game ${i}`, '2026-01-01'));
    api({ 'GET /api/get-games': () => [200, { success: true, data: many }] });
    renderAt(<GamesPage />, '/games?type=SLOT&title=Slot');
    await waitFor(() => expect(names()).toHaveLength(8));
    const pictures = screen.getAllByRole('button', { name: /^Play / }).map((b) => b.querySelector('img')!);
    expect(pictures.map((p) => p.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'high', 'low', 'low', 'low', 'low', 'low']);
    expect(pictures.map((p) => p.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('a guest who opens a game goes to /login, and sees no hearts', async () => {
    api();
    renderAt(<GamesPage />, '/games?type=SLOT');
    fireEvent.click(await screen.findByRole('button', { name: 'Play Money Coming' }));
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });

  it('a player launches through game-run; a failure shows the server message', async () => {
    localStorage.setItem('token', 'tok');
    const calls = api({ 'POST /api/game-run': () => [400, { message: 'This game is not available.' }] });
    renderAt(<GamesPage />, '/games?type=SLOT');
    fireEvent.click(await screen.findByRole('button', { name: 'Play Boxing King' }));
    expect(await screen.findByText('This game is not available.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/game-run')?.body).toMatchObject({ gameCode: 'JILI-BOXING KING', platform: 'JILI', gameType: 'SLOT' });
  });

  it('a blocked Games section does not launch', async () => {
    localStorage.setItem('token', 'tok');
    const calls = api({ 'GET /api/market/block': () => [200, { success: true, data: [{ exchange_market: 1, cs_market: 0, status: 'blocked' }] }] });
    renderAt(<GamesPage />, '/games?type=SLOT');
    fireEvent.click(await screen.findByRole('button', { name: 'Play Boxing King' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/market/block')).toBe(true));
    expect(calls.some((c) => c.url === '/api/game-run')).toBe(false);
  });
});

describe('games list failures', () => {
  beforeEach(() => invalidateResources());
  it('says so when the platforms cannot be fetched, with Retry, instead of spinning', async () => {
    mockApi(http, {
      'GET /api/get-type': () => [200, { success: true, data: [] }],
      'GET /api/get-system': () => [500, {}],
      'GET /api/get-games': () => [200, { success: true, data: [] }],
    });
    renderAt(<GamesPage />, '/games?type=SLOT');
    expect(await screen.findByText('Failed to fetch systems')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
  });
});

describe('sportsbook launch', () => {
  beforeEach(() => {
    invalidateResources();
    localStorage.setItem('token', 'tok');
  });
  it('a sports game shows the splash while its launch is requested', async () => {
    let answer: (v: [number, unknown]) => void = () => undefined;
    mockApi(http, {
      'GET /api/get-type': () => [200, { success: true, data: [] }],
      'GET /api/get-system': () => [200, { success: true, data: ['CMD'] }],
      'GET /api/get-provider': () => [200, { success: true, data: [{ platform: 'CMD', name: 'CMD Sports', logo: '' }] }],
      'GET /api/get-games': () => [200, { success: true, data: [{ ...game('CMD Sportsbook', '2026-01-01', 'CMD'), type: 'SPORTS' }] }],
      'GET /api/games/favourites': () => [200, { success: true, data: [] }],
      'GET /api/market/block': () => [200, { success: true, data: [] }],
      'GET /api/logo': () => [200, [{ logo: '', mobile_logo: '', loader_logo: '', favicon: '' }]],
      'POST /api/game-run': () => new Promise((resolve) => (answer = resolve)),
    });
    renderAt(<GamesPage />, '/games?type=SPORTS');
    fireEvent.click(await screen.findByRole('button', { name: 'Play CMD Sportsbook' }));
    expect(await screen.findByTestId('splash')).toBeInTheDocument();
    answer([200, { success: true, url: 'http://localhost:4000/demo-games/play?token=x' }]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/gamerun'));
  });
});
