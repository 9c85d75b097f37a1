// Async boundary: shared singletons are negotiated before any app code runs.
import { getInstance, loadShare } from '@module-federation/enhanced/runtime';
import { startFirstScreen } from './firstScreen';

startFirstScreen();
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
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
