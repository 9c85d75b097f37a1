import './i18n';
import { placeholderPages, RegistryRoutes, type Screens } from '@bet/shared';
import routes from './routes.json';
import { ChatBox } from './features/ChatBox';
import { ChatHome } from './features/ChatHome';
import { ChatList } from './features/ChatList';

/** The screens of this remote (its routes are its src/routes.json, which it publishes with its release). */
const SCREENS: Screens = {
  '/chat': <ChatHome />,
  '/chat-list': <ChatList />,
  '/chat-box/:chatId': <ChatBox />,
};

/** Routes of this remote still showing a placeholder: [path, title]. */
export const PAGES = placeholderPages(routes, SCREENS);

export default function SupportRoutes() {
  return <RegistryRoutes routes={routes} screens={SCREENS} />;
}
