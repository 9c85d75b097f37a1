import { describePlaceholderRoutes } from '@bet/shared/src/test-utils';
import RemoteRoutes, { PAGES } from './Routes';

describePlaceholderRoutes('mf-support', RemoteRoutes, PAGES, ['/chat-box/7', 'Chat']);
