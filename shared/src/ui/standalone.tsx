// Mounts a remote alone (its standalone dev page): config.json, a router, the dev banner and its routes.
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadConfig } from '../config';
import { routesOf, type RemoteName } from '../routes';
import { StandaloneApp } from './RemotePages';

/** Mounts a remote alone; its links are its routes in the registry. */
export function mountStandalone(owner: RemoteName, RemoteRoutes: ComponentType): void {
  const name = owner.replace('_', '-');
  const links = routesOf(owner).map((r) => ({ to: r.sample ?? r.path, title: r.title }));
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
