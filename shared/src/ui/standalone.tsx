// Mounts a remote alone (its standalone dev page): config.json, a router, the dev banner and its routes.
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadConfig } from '../config';
import type { PublishedRoute, RemoteName } from '../routes';
import { StandaloneApp } from './RemotePages';

/** Mounts a remote alone; its links are its own routes. */
export function mountStandalone(owner: RemoteName, routes: readonly PublishedRoute[], RemoteRoutes: ComponentType): void {
  const name = owner.replace('_', '-');
  const links = routes.map((r) => ({ to: r.sample ?? r.path, title: r.title }));
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
