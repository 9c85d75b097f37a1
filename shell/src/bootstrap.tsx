import { loadConfig, BrowserRouter } from '@bet/shared';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerFromConfig } from './mf/remotes';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadConfig();
    registerFromConfig(config);
  } catch (e) {
    console.error(e);
  }
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
