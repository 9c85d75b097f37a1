import { describePlaceholderRoutes } from '@bet/shared/src/test-utils';
import RemoteRoutes, { PAGES } from './Routes';

describePlaceholderRoutes('mf-games', RemoteRoutes, PAGES, ['/promotions', 'Promotions']);
