// Async boundary: shared singletons are negotiated before any app code runs.
import { loadShare } from '@module-federation/enhanced/runtime';
import { startFirstScreen } from './firstScreen';

startFirstScreen();
import('./bootstrap');
// The shared singletons' scripts download beside the app's own (loadShare fetches a module without running it; the
// app runs them one task each, bootstrap.tsx): without this each waited for the turn before it to end. Asked for once
// the page has drawn its first frame, so that frame (the boot screen, the home page's banner) does not wait for them.
requestAnimationFrame(() =>
  setTimeout(() => {
    for (const name of ['react-dom/client', 'react-dom', 'jotai', '@bet/shared'])
      loadShare(name).catch(() => {
        /* the app's own import asks again and fails there, visibly */
      });
  }, 0),
);
