// The demo sports feed: a seeded simulator of cricket, soccer and tennis (api/src/demo/feed), the SportsFeed a real
// feed provider's adapter would replace.
import type { SportsFeed } from '../../providers.js';
import { advanceMatch, createFeed, startMatch, tickFeed } from './simulator.js';

export const demoFeed: SportsFeed = { open: createFeed, tick: tickFeed, advance: advanceMatch, start: startMatch };
