// Standalone dev page: this remote alone, with the same config.json and session as in the shell.
import { loadConfig } from '@bet/shared';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import Routes from './Routes';

void loadConfig().finally(() => {
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter>
      <Routes />
    </BrowserRouter>,
  );
});
