import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { BrowserRouter } from 'react-router-dom';
import { loadConfig } from '@bet/shared';
import { App } from './App';
import { store } from './session';
import './console.css';

void loadConfig().finally(() => {
  createRoot(document.getElementById('root')!).render(
    <Provider store={store}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Provider>,
  );
});
