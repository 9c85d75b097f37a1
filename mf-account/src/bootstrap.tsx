// Standalone dev page: this remote alone, with the same config.json as in the shell (the session is this
// origin's own local storage). "/" shows a dev banner and links to the remote's routes (its src/routes.json).
import { mountStandalone } from '@bet/shared';
import routes from './routes.json';
import Routes from './Routes';

mountStandalone('mf_account', routes, Routes);
