// Pieces every remote uses for routes whose real screens come later, and for its standalone dev page.
import { ChevronRight, Hourglass } from 'lucide-react';
import { lazy, Suspense, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { useLingui } from '../i18n';
import { markSharedInstance } from '../instance';
import { PageHeader } from './PageHeader';
import { SkeletonRows } from './skeleton';
import type { PublishedRoute } from '../routes';

/** A route's page before its screen exists: header bar (back + title) and a "Coming soon" body. */
export function PlaceholderPage({ title, back = '/' }: { title: string; back?: string | -1 }) {
  const { i18n } = useLingui();
  return (
    <div className="placeholder-page" ref={markSharedInstance}>
      <PageHeader title={title} back={back} />
      <div className="page">
        <div className="nodata" role="status">
          <Hourglass size={44} strokeWidth={1.4} />
          <div>{i18n._('Coming soon')}</div>
        </div>
      </div>
    </div>
  );
}

/** What a remote shows on its routes: a screen per path; a route of the registry without one shows a placeholder. */
export type Screens = Partial<Record<string, ReactNode>>;

/** A screen whose code is fetched when its route is first opened: a remote's first route brings only its own page. */
export function lazyScreen(load: () => Promise<ComponentType>): ReactNode {
  const Screen = lazy(async () => ({ default: await load() }));
  return <Screen />;
}

/**
 * A remote's <Routes>, from its own routes (its src/routes.json, the table it publishes); a lazy screen shows skeleton
 * rows while its code comes.
 */
export function RegistryRoutes({ routes, screens, back = '/' }: { routes: readonly PublishedRoute[]; screens: Screens; back?: string }) {
  const loading = (
    <div className="page">
      <SkeletonRows />
    </div>
  );
  return (
    <Routes>
      {routes.map((r) => (
        <Route
          key={r.path}
          path={r.path}
          element={<Suspense fallback={loading}>{screens[r.path] ?? <PlaceholderPage title={r.title} back={back} />}</Suspense>}
        />
      ))}
    </Routes>
  );
}

/** [path, title] of a remote's routes that still show a placeholder. */
export function placeholderPages(routes: readonly PublishedRoute[], screens: Screens): [string, string][] {
  return routes.filter((r) => !screens[r.path]).map((r) => [r.path, r.title]);
}

export interface StandaloneLink {
  to: string;
  title: string;
}

/**
 * The standalone dev page of a remote: at "/" a small banner naming the remote and links to its routes;
 * every other path goes to the remote's own routes (`children`). There is no shell header here.
 */
export function StandaloneApp({ name, links, children }: { name: string; links: StandaloneLink[]; children: ReactNode }) {
  const { i18n } = useLingui();
  const noHeader = { '--header-h': '0px' } as CSSProperties;
  return (
    <div style={noHeader}>
      <Routes>
        <Route
          path="/"
          element={
            <div className="page stack" ref={markSharedInstance}>
              <div className="card row" role="banner" style={{ borderColor: 'var(--brand)' }}>
                <b style={{ color: 'var(--brand)' }}>
                  {name} {i18n._('standalone')}
                </b>
                <span className="spacer" />
                <span className="caption">{i18n._('dev page')}</span>
              </div>
              <nav aria-label={i18n._('Routes')}>
                {links.map(({ to, title }) => (
                  <Link key={to} to={to} className="list-row">
                    <span>{i18n._(title)}</span>
                    <span className="spacer" />
                    <span className="caption">{to}</span>
                    <ChevronRight size={18} className="muted" />
                  </Link>
                ))}
              </nav>
            </div>
          }
        />
        <Route path="*" element={children} />
      </Routes>
    </div>
  );
}
