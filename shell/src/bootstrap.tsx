// Starts the shell. Its modules are evaluated in turns, one task each (react-dom, then @bet/shared and the
// config call, then the app): evaluated at once they held a mid-range phone's main thread for ~200 ms.
import { startTransition } from 'react';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const { createRoot } = await import('react-dom/client');
  const root = createRoot(document.getElementById('root')!);
  await nextTask();
  const { loadConfig, BrowserRouter } = await import('@bet/shared');
  const config = loadConfig().catch((e: unknown) => {
    console.error(e);
    return null;
  });
  await nextTask();
  // in the bootstrap's own file (one request instead of three; a module of it still runs only when imported here)
  const [{ App }, { registerFromConfig }] = await Promise.all([
    import(/* webpackChunkName: "bootstrap" */ './app/App'),
    import(/* webpackChunkName: "bootstrap" */ './mf/remotes'),
  ]);
  const loaded = await config;
  if (loaded) registerFromConfig(loaded);
  // a transition: React renders the first screen in slices and lets the phone breathe between them (one long
  // task of several hundred milliseconds on a mid-range phone otherwise); the page shows the boot screen meanwhile
  startTransition(() =>
    root.render(
      <BrowserRouter>
        <App />
      </BrowserRouter>,
    ),
  );
}
void start();
