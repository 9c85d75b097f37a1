import { loadConfig, BrowserRouter } from '@bet/shared';
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
  root.render(
    <BrowserRouter>
      <App />
    </BrowserRouter>,
  );
}
void start();
