// /games?type&system&title (docs/spec.md sections 2, 7, 8): the providers of a category (ALL first), name search,
// the sort menu (it really sorts), the game cards with a favourite heart, and launching a game.
import './games.css';
import {
  ErrorModal,
  ErrorState,
  fetchFavourites,
  fetchGames,
  fetchGameTypes,
  fetchLogo,
  isLoggedInAtom,
  Link,
  Loader,
  MSG,
  NoData,
  PageHeader,
  toggleFavourite,
  useLingui,
  useProviders,
  useResource,
  useSearchParams,
} from '@bet/shared';
import { useAtomValue } from 'jotai';
import { Heart, Loader2, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { arrangeGames, favKey, SORTS, type SortKey } from './sortGames';
import { useLaunch } from './useLaunch';

/** The site's splash (the loader image, else the dots) over the page. */
function LaunchSplash() {
  const { i18n } = useLingui();
  const logo = useResource('logo', fetchLogo, { maxAgeMs: 300_000 });
  return (
    <div className="splash" data-testid="splash" role="status" aria-label={i18n._('Loading')}>
      {logo.data?.loader_logo ? <img src={logo.data.loader_logo} alt="" width={160} /> : <Loader />}
    </div>
  );
}

/** Tiles in the first screen of the grid (two rows of three on a phone); the first row comes before the rest. */
const FIRST_ROWS = 6;
const FIRST_ROW = 3;

export function GamesPage() {
  const { i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const type = (params.get('type') ?? 'SLOT').toUpperCase();
  const system = (params.get('system') ?? '').toUpperCase();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const types = useResource('game-types', fetchGameTypes, { maxAgeMs: 300_000 });
  const providers = useProviders(type);
  const games = useResource(`games:${type}:${system}`, () => fetchGames(type, system), { maxAgeMs: 60_000 });
  const favs = useResource(loggedIn ? 'favourites' : null, fetchFavourites, { maxAgeMs: 60_000 });
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortKey>('recommend');
  const { launch, launching, error, clearError } = useLaunch();
  const favourites = useMemo(() => new Set(favs.data ?? []), [favs.data]);
  // a sportsbook launch shows the site's splash while it is requested (docs/spec.md section 6)
  const launchingSports = launching !== null && (games.data ?? []).some((g) => g.code === launching && g.type === 'SPORTS');
  const list = useMemo(() => arrangeGames(games.data ?? [], search, sort, favourites), [games.data, search, sort, favourites]);
  const title = params.get('title') || types.data?.find((x) => x.type === type)?.name || i18n._('Games');

  const pickProvider = (platform: string) => {
    const next = new URLSearchParams(params);
    if (platform) next.set('system', platform);
    else next.delete('system');
    setParams(next, { replace: true });
  };
  const heart = async (platform: string, code: string) => {
    await toggleFavourite(platform, code);
    await favs.reload();
  };

  return (
    <>
      <PageHeader title={title} back="/" />
      <div className="page stack games">
        {providers.error && !providers.data ? (
          <div className="form-error row" role="alert">
            {i18n._((providers.error as Error).message)}
            <span className="spacer" />
            <button type="button" className="btn" onClick={() => void providers.reload()}>
              {i18n._('Retry')}
            </button>
          </div>
        ) : (
          <div className="chips providers" role="tablist" aria-label={i18n._('Providers')}>
            <button type="button" role="tab" className="chip" aria-selected={!system} onClick={() => pickProvider('')}>
              {i18n._('ALL')}
            </button>
            {(providers.data ?? []).map((p) => (
              <button
                key={p.platform}
                type="button"
                role="tab"
                className="chip"
                translate="no"
                aria-selected={system === p.platform}
                onClick={() => pickProvider(p.platform)}
              >
                {p.name}
              </button>
            ))}
          </div>
        )}
        <div className="row games-tools">
          <div className="input-wrap search">
            <Search size={16} className="prefix" aria-hidden />
            <input
              type="search"
              placeholder={i18n._('Search games')}
              aria-label={i18n._('Search games')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <select className="select" aria-label={i18n._('Sort')} value={sort} onChange={(e) => setSort(e.target.value as SortKey)}>
            {SORTS.map(([k, label]) => (
              <option key={k} value={k}>
                {i18n._(label)}
              </option>
            ))}
          </select>
        </div>
        <p className="caption games-demo-note">
          {i18n._(
            'Each game here is our provably fair demo of its kind, standing in for the provider’s game: it says which, with its rules and return to player, when it opens.',
          )}{' '}
          <Link to="/fairness">{i18n._('Check a round')}</Link>
        </p>
        {games.error && !games.data ? (
          <ErrorState text={i18n._(MSG.unexpected)} onRetry={games.reload} />
        ) : !games.data ? (
          // the grid's own shape while the games come (three tiles a row, a name under each): nothing moves when they arrive
          <ul className="game-grid" role="status" aria-label={i18n._('Loading')}>
            {Array.from({ length: 9 }, (_, i) => (
              <li key={i} className="game-card">
                <div className="skeleton game-skeleton" />
                <span className="game-name">{'\u00a0'}</span>
              </li>
            ))}
          </ul>
        ) : list.length === 0 ? (
          <NoData />
        ) : (
          <ul className="game-grid">
            {list.map((g, i) => {
              const fav = favourites.has(favKey(g));
              return (
                <li key={favKey(g)} className="game-card">
                  <button
                    type="button"
                    className="game-open"
                    onClick={() => void launch(g)}
                    disabled={launching !== null}
                    aria-label={i18n._('Play {name}', { name: g.name })}
                  >
                    {/* the first rows are the screen's largest pictures: fetched at once, the first row ahead of the
                        others (on a slow network a dozen tiles at once would share it), the rest when scrolled near */}
                    <img
                      src={g.icon}
                      alt=""
                      loading={i < FIRST_ROWS ? 'eager' : 'lazy'}
                      fetchPriority={i < FIRST_ROW ? 'high' : 'low'}
                      width={160}
                      height={160}
                    />
                    <span className="game-name" translate="no">
                      {g.name}
                    </span>
                    <span className="game-demo" aria-hidden="true">
                      {i18n._('Demo')}
                    </span>
                    {launching === g.code && (
                      <span className="game-loading" role="status" aria-label={i18n._('Loading')}>
                        <Loader2 className="spin-slow" size={28} />
                      </span>
                    )}
                  </button>
                  {loggedIn && (
                    <button
                      type="button"
                      className={`icon-btn game-fav${fav ? ' on' : ''}`}
                      aria-pressed={fav}
                      aria-label={i18n._(fav ? /*i18n*/ 'Remove {name} from favourites' : /*i18n*/ 'Add {name} to favourites', { name: g.name })}
                      onClick={() => void heart(g.platform, g.code)}
                    >
                      <Heart size={16} fill={fav ? 'currentColor' : 'none'} />
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {!loggedIn && (
        <footer className="games-guest" aria-label={i18n._('Join to play')}>
          <span className="caption">{i18n._('Log in to play for real money.')}</span>
          <Link className="btn" to="/login">
            {i18n._('Login')}
          </Link>
          <Link className="btn btn-primary" to="/signup">
            {i18n._('Sign up')}
          </Link>
        </footer>
      )}
      {launchingSports && <LaunchSplash />}
      <ErrorModal open={Boolean(error)} html={error ? i18n._(error) : ''} onClose={clearError} />
    </>
  );
}
