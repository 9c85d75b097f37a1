import './i18n';
import { lazyScreen, placeholderPages, RegistryRoutes, type Screens } from '@bet/shared';
import routes from './routes.json';
import { GamesPage } from './features/lobby/GamesPage';

/**
 * The screens of this remote; its other routes (its src/routes.json, which it publishes with its release) show a placeholder until they come.
 * The lobby comes with the remote; the game, promotions and verifier pages load when first opened (they were 38 KB
 * of the lobby's first load).
 */
const SCREENS: Screens = {
  '/games': <GamesPage />,
  '/gamerun': lazyScreen(() => import(/* webpackChunkName: "page-gamerun" */ './features/run/GameRunPage').then((m) => m.GameRunPage)),
  '/promotions': lazyScreen(() => import(/* webpackChunkName: "page-promotions" */ './features/promotions/PromotionsPage').then((m) => m.PromotionsPage)),
  '/fairness': lazyScreen(() => import(/* webpackChunkName: "page-fairness" */ './features/fairness/FairnessPage').then((m) => m.FairnessPage)),
};

/** Routes of this remote still showing a placeholder: [path, title]. */
export const PAGES = placeholderPages(routes, SCREENS);

export default function GamesRoutes() {
  return <RegistryRoutes routes={routes} screens={SCREENS} />;
}
