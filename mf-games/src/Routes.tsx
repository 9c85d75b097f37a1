import { placeholderPages, RegistryRoutes, type Screens } from '@bet/shared';

/** The screens of this remote; its other routes (the registry in @bet/shared) show a placeholder until they come. */
const SCREENS: Screens = {};

/** Routes of this remote still showing a placeholder: [path, title]. */
export const PAGES = placeholderPages('mf_games', SCREENS);

export default function GamesRoutes() {
  return <RegistryRoutes owner="mf_games" screens={SCREENS} />;
}
