import { placeholderPages, RegistryRoutes, type Screens } from '@bet/shared';

/** The screens of this remote; its other routes (the registry in @bet/shared) show a placeholder until they come. */
const SCREENS: Screens = {};

/** Routes of this remote still showing a placeholder: [path, title]. */
export const PAGES = placeholderPages('mf_support', SCREENS);

export default function SupportRoutes() {
  return <RegistryRoutes owner="mf_support" screens={SCREENS} />;
}
