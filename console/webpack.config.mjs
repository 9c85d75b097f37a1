import { createConfig } from '@bet/scripts/webpack';

// its own origin, outside the federation: the players' site never loads it
export default createConfig({ dir: import.meta.dirname, standalone: true, title: 'BetBazar back office' });
