import './i18n';
// the exchange's styles, in cascade order
import './features/styles/frame.css';
import './features/styles/lists.css';
import './features/styles/odds.css';
import './features/styles/pages.css';
import './features/styles/slip.css';
import './features/styles/bets.css';
import { placeholderPages, RegistryRoutes, type Screens } from '@bet/shared';
import routes from './routes.json';
import { ExchangeLayout } from './features/layout/Layout';
import { ExchangeHome, InPlayPage, SportsPage } from './features/lists/lists';
import { OddsView } from './features/odds/OddsView';
import { ExchangeAccountPage } from './features/account/ExchangeAccountPage';
import { MultiMarketsPage } from './features/multi/MultiMarketsPage';

const framed = (el: React.ReactElement) => <ExchangeLayout>{el}</ExchangeLayout>;

/** The screens of this remote (its routes are its src/routes.json, which it publishes with its release). */
const SCREENS: Screens = {
  '/exchange': framed(<ExchangeHome />),
  '/exchange-inplay': framed(<InPlayPage />),
  '/exchange-sports': framed(<SportsPage />),
  '/exchange-multi': framed(<MultiMarketsPage />),
  '/exchange-account': framed(<ExchangeAccountPage />),
  '/odds-view': framed(<OddsView />),
};

/** Routes of this remote still showing a placeholder: [path, title]. */
export const PAGES = placeholderPages(routes, SCREENS);

export default function ExchangeRoutes() {
  return <RegistryRoutes routes={routes} screens={SCREENS} />;
}
