// Standalone dev page: this remote alone, with the same config.json as in the shell (the session is this
// origin's own local storage). "/" shows a dev banner and links to the remote's routes (from the registry).
import { mountStandalone } from '@bet/shared';
import Routes from './Routes';

mountStandalone('mf_exchange', Routes);
