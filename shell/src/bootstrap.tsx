// Starts the shell. Its modules are evaluated in turns, one task each (react-dom, then @bet/shared and the
// config call, then the app): evaluated at once they held a mid-range phone's main thread for ~200 ms.
// A page the shell's server drew (a guest's, or a player's frame: server-render.tsx) is hydrated, so long as the
// client would draw the same: a player's token on a player's page and none on a guest's, the language it was drawn
// in (the `data-ssr` of the root element) and no once-only popup waiting; otherwise, and on a page with the boot
// screen, the client draws it.
import type { CarriedResource, Lang } from '@bet/shared';
import { startTransition } from 'react';
import { startInstalledApp, watchInstall } from './features/frame/installApp';

/**
 * Ends the current task and carries on in the next: `scheduler.yield()` where the browser has it (the rest of the
 * boot goes ahead of other queued work once a tap or a frame has had its turn), else a timer.
 */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise<void>((resolve) => setTimeout(resolve, 0));
};

/** What the server drew the page for (shell/server/ssr.mjs, withServerRender); null: the boot screen. */
function serverDrawn(root: HTMLElement): { mobile: boolean; lang: Lang; player?: boolean } | null {
  try {
    return root.dataset.ssr ? (JSON.parse(root.dataset.ssr) as { mobile: boolean; lang: Lang; player?: boolean }) : null;
  } catch {
    return null;
  }
}

/** The answers the server's render was drawn from (the `bet-resources` block), by useResource key. */
function carried(): Record<string, CarriedResource> {
  try {
    return JSON.parse(document.getElementById('bet-resources')?.textContent || '{}') as Record<string, CarriedResource>;
  } catch {
    return {};
  }
}

/**
 * A remote's section is drawn by the client by design (the server draws its fallback: React's error 419 says so);
 * anything else React recovered from is worth the console.
 */
function onRecoverableError(error: unknown): void {
  if (/#419|could not finish this Suspense boundary/.test(error instanceof Error ? error.message : String(error))) return;
  console.error(error);
}

async function start() {
  // the installed app: the install prompt is kept from the start; the manifest named and the worker registered once
  // the page has loaded
  watchInstall();
  startInstalledApp();
  const container = document.getElementById('root')!;
  const drawn = serverDrawn(container);
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const shared = await import('@bet/shared');
  const { loadConfig, BrowserRouter, sessionStore, tokenAtom, langAtom, langOf, noticePopupAtom, regPopupAtom, POPUP_WAITING } = shared;
  const config = loadConfig().catch((e: unknown) => {
    console.error(e);
    return null;
  });
  await nextTask();
  // in the bootstrap's own file (one request instead of three; a module of it still runs only when imported here)
  const [{ App, preloadPage }, { registerFromConfig }, { keepEarlyInput }] = await Promise.all([
    import(/* webpackChunkName: "bootstrap" */ './app/App'),
    import(/* webpackChunkName: "bootstrap" */ './mf/remotes'),
    import(/* webpackChunkName: "bootstrap" */ './mf/early-input'),
  ]);
  const loaded = await config;
  if (loaded) registerFromConfig(loaded);
  const app = (
    <BrowserRouter>
      <App />
    </BrowserRouter>
  );
  // the server draws no popup: one waiting since the login (after a reload) is the client's to draw
  // (one waiting, not one closed: a closed notice is "0", and a player who had closed it never had a page hydrated)
  const popup = sessionStore.get(noticePopupAtom) === POPUP_WAITING || sessionStore.get(regPopupAtom) === POPUP_WAITING;
  if (drawn && Boolean(sessionStore.get(tokenAtom)) === Boolean(drawn.player) && langOf(sessionStore.get(langAtom)) === drawn.lang && !popup) {
    // the same answers, layout and language as the server's render; hydration keeps the page's DOM, so text typed
    // before the scripts came stays. In a transition: React hydrates in slices and yields to the phone between them
    // (outside one, the first hydration is a single task of the whole page)
    shared.seedResources(carried());
    // a tap on the remote's section, or a field changed, before its code has come is kept for it (React would drop
    // the tap and take the field without the change)
    keepEarlyInput(container);
    shared.setFirstLayout(drawn.mobile);
    await Promise.all([shared.languageReady(), preloadPage(location.pathname, drawn.mobile)]);
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError });
    });
    return;
  }
  const root = createRoot(container);
  // a transition: React renders the first screen in slices and lets the phone breathe between them (one long
  // task of several hundred milliseconds on a mid-range phone otherwise); the page shows the boot screen meanwhile
  startTransition(() => root.render(app));
}
void start();
