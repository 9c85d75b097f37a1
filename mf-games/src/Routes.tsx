import './i18n';
import { placeholderPages, RegistryRoutes, type Screens } from '@bet/shared';
import { GamesPage } from './features/lobby/GamesPage';
import { GameRunPage } from './features/run/GameRunPage';
import { PromotionsPage } from './features/promotions/PromotionsPage';
import { FairnessPage } from './features/fairness/FairnessPage';

/** The screens of this remote; its other routes (the registry in @bet/shared) show a placeholder until they come. */
const SCREENS: Screens = {
  '/games': <GamesPage />,
  '/gamerun': <GameRunPage />,
  '/promotions': <PromotionsPage />,
  '/fairness': <FairnessPage />,
};

/** Routes of this remote still showing a placeholder: [path, title]. */
export const PAGES = placeholderPages('mf_games', SCREENS);

export default function GamesRoutes() {
  return <RegistryRoutes owner="mf_games" screens={SCREENS} />;
}
