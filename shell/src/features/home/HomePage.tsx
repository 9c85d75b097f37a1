import { ErrorState, isLoggedInAtom, Link, localized, MSG, type Slider, useLingui, useProviders } from '@bet/shared';
import { useAtomValue } from 'jotai';
import { Wrench } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CATEGORIES, gamesLink } from '../frame/categories';
import { useSportsMenu } from '../frame/useProviders';
import { useGeneral, useSliders } from '../site/useSite';
import { Banner } from './Banner';
import { Clock } from './Clock';
import { Footer } from './Footer';
import { Marquee } from './Marquee';
import { useSectionGuard } from '../popups/MarketBlock';

function CategoryContent({ index }: { index: number }) {
  const { i18n } = useLingui();
  const cat = CATEGORIES[index];
  const providers = useProviders(cat.type);
  const guard = useSectionGuard();
  const sportsMenu = useSportsMenu();
  if (cat.type === null) {
    return (
      <div className="tile-grid">
        {sportsMenu.map((s) => (
          <Link key={s.label} to={s.to} onClick={guard(s.to)} className="provider-tile">
            <span>{i18n._(s.label)}</span>
          </Link>
        ))}
      </div>
    );
  }
  // the tiles' own boxes while the list comes, so nothing under them moves when it arrives
  if (providers.loading)
    return (
      <div className="tile-grid" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="provider-tile skeleton" />
        ))}
      </div>
    );
  if (providers.error) return <ErrorState text={i18n._((providers.error as Error).message)} onRetry={providers.reload} />;
  return (
    <div className="tile-grid">
      {(providers.data ?? []).map((p) => {
        const to = gamesLink(cat.type!, p.platform, `${cat.label} ${p.name}`);
        return (
          <Link key={p.platform} to={to} onClick={guard(to)} className="provider-tile">
            {p.logo ? <img src={p.logo} alt={p.name} translate="no" /> : <span translate="no">{p.name}</span>}
          </Link>
        );
      })}
    </div>
  );
}

/** Category tab bar: on a change the content slides out and back after 500 ms. */
function Categories() {
  const { i18n } = useLingui();
  const [active, setActive] = useState(1);
  const [shown, setShown] = useState(1);
  const [sliding, setSliding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const choose = (i: number) => {
    if (i === active) return;
    setActive(i);
    setSliding(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setShown(i);
      setSliding(false);
    }, 500);
  };
  return (
    <section className="categories">
      <div className="cat-bar" role="tablist" aria-label={i18n._('Game categories')}>
        {CATEGORIES.map((c, i) => (
          <button key={c.key} type="button" role="tab" aria-selected={i === active} className="cat-tab" onClick={() => choose(i)}>
            {i18n._(c.label)}
          </button>
        ))}
      </div>
      <div className={`cat-content${sliding ? ' sliding' : ''}`}>
        <CategoryContent index={shown} />
      </div>
    </section>
  );
}

function featuredLink(s: Slider): string {
  const [platform, type] = s.link.split('-');
  return type ? gamesLink(type, platform, s.name) : s.link || '/games';
}

/** A row of tiles; `games`: the tiles are games, whose names stay as they are in every language. */
function Row({
  title,
  slides,
  link,
  loading,
  games = false,
}: {
  title: string;
  slides: Slider[];
  link: (s: Slider) => string;
  loading: boolean;
  games?: boolean;
}) {
  const guard = useSectionGuard();
  if (loading)
    return (
      <section className="home-row" aria-busy="true">
        <h2 className="section-title">{title}</h2>
        <div className="hscroll">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="hcard">
              <div className="hcard-skeleton skeleton" />
              <span>{'\u00a0'}</span>
            </div>
          ))}
        </div>
      </section>
    );
  if (!slides.length) return null;
  return (
    <section className="home-row">
      <h2 className="section-title">{title}</h2>
      <div className="hscroll">
        {slides.map((s) => (
          <Link key={s.id} to={link(s)} onClick={guard(link(s))} className="hcard">
            {/* the card's name is its text: the picture says nothing more (axe: image-redundant-alt) */}
            <img src={s.thubmnail} alt="" width={112} height={112} />
            <span translate={games ? 'no' : undefined}>{localized(s, 'name')}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}

export function Maintenance() {
  const { i18n } = useLingui();
  return (
    <div className="page nodata" role="alert" style={{ minHeight: '70vh', justifyContent: 'center' }}>
      <Wrench size={56} color="var(--brand)" />
      <h1 className="title">{i18n._(MSG.maintenance)}</h1>
      <p className="muted">{i18n._('We will be back shortly. Thank you for your patience.')}</p>
    </div>
  );
}

export function HomePage() {
  const { i18n } = useLingui();
  const general = useGeneral();
  const sliders = useSliders();
  const loggedIn = useAtomValue(isLoggedInAtom);
  if (general.data && Number(general.data.site_status) === 0) return <Maintenance />;
  return (
    <div className="home">
      {sliders.loading ? <div className="skeleton banner-skeleton" /> : sliders.data?.main.length ? <Banner slides={sliders.data.main} /> : null}
      <Marquee lines={general.data?.notice ?? []} loading={general.loading} />
      <Categories />
      <Row
        title={i18n._('Favourites')}
        slides={sliders.data?.favourite ?? []}
        loading={sliders.loading}
        link={(s) => (loggedIn ? s.link || '/exchange' : '/login')}
      />
      <Row title={i18n._('Featured Games')} slides={sliders.data?.feature ?? []} loading={sliders.loading} link={featuredLink} games />
      <div className="clock-row">
        <Clock />
      </div>
      <Footer title={general.data?.site_title ?? 'BetBazar'} />
    </div>
  );
}
