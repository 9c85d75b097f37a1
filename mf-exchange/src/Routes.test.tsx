import { describePlaceholderRoutes } from '@bet/shared/src/test-utils';
import RemoteRoutes, { PAGES } from './Routes';

describePlaceholderRoutes('mf-exchange', RemoteRoutes, PAGES, ['/exchange-inplay', 'In-Play']);
