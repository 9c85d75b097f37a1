// Async boundary: shared singletons are negotiated before any app code runs.
import { getInstance, loadShare } from '@module-federation/enhanced/runtime';
import { startFirstScreen } from './firstScreen';

startFirstScreen();
// The app in a task of its own: main.js's evaluation sets up the federation runtime; the bootstrap's import (its
// shared modules' negotiation, its chunks' script tags) comes next, so neither holds the phone's main thread for
// the two together. Its files are already on their way (the server's Link header preloads them).
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
// The shared singletons' scripts download beside the app's own (loadShare fetches a module without running it; the
// app runs them one task each, bootstrap.tsx): without this each waited for the turn before it to end. Asked for once
// the page has drawn its first frame, so that frame (the boot screen, the home page's banner) does not wait for them.
requestAnimationFrame(() =>
  setTimeout(() => {
    // every singleton the build declares (scripts/webpack.mjs); the ones already under way are not asked twice
    for (const name of Object.keys(getInstance()?.options.shared ?? {}))
      loadShare(name).catch(() => {
        /* the app's own import asks again and fails there, visibly */
      });
  }, 0),
);
