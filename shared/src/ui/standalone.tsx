// Mounts a remote alone (its standalone dev page): config.json, a router, the dev banner and its routes.
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadConfig } from '../config';
import { StandaloneApp, type StandaloneLink } from './RemotePages';

export function mountStandalone(name: string, links: StandaloneLink[], RemoteRoutes: ComponentType): void {
  void loadConfig().finally(() => {
    createRoot(document.getElementById('root')!).render(
      <BrowserRouter>
        <StandaloneApp name={name} links={links}>
          <RemoteRoutes />
        </StandaloneApp>
      </BrowserRouter>,
    );
  });
}
