import './i18n';
import { placeholderPages, RegistryRoutes, type Screens } from '@bet/shared';
import { ChatBox } from './features/ChatBox';
import { ChatHome } from './features/ChatHome';
import { ChatList } from './features/ChatList';

/** The screens of this remote (its routes are in the registry in @bet/shared). */
const SCREENS: Screens = {
  '/chat': <ChatHome />,
  '/chat-list': <ChatList />,
  '/chat-box/:chatId': <ChatBox />,
};

/** Routes of this remote still showing a placeholder: [path, title]. */
export const PAGES = placeholderPages('mf_support', SCREENS);

export default function SupportRoutes() {
  return <RegistryRoutes owner="mf_support" screens={SCREENS} />;
}
