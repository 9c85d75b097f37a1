// Test helpers for component tests in every app (not bundled: only *.test.tsx import it).
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { syncSessionFromStorage } from './session';
import { HttpError, type Adapter } from './api/client';

/** Shows the current path, so a test can assert where a screen navigated. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <div data-testid="location">
      {pathname}
      {search}
    </div>
  );
}

/** Renders `ui` at `path` inside a router, with a location probe on every route. */
export function renderAt(ui: ReactElement, path = '/', routePath = '*') {
  syncSessionFromStorage();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path={routePath}
          element={
            <>
              {ui}
              <LocationProbe />
            </>
          }
        />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A failed call with a server answer. */
export function httpError(status: number, data: unknown) {
  return new HttpError(`Request failed with status ${status}`, { status, data });
}
/** A failed call without an answer (network down). */
export function networkError() {
  return new HttpError('Network Error');
}

type Handler = (body: unknown, params: Record<string, unknown>) => [number, unknown] | Promise<[number, unknown]>;

/**
 * Answers the shared api client's calls from `routes` ('POST /api/balance' -> handler), at the transport
 * level, so every call path (including shared hooks) is covered. Returns the list of calls made.
 */
export function mockApi(client: { defaults: { adapter: Adapter } }, routes: Record<string, Handler>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  client.defaults.adapter = async (req) => {
    const url = req.url.replace(/^https?:\/\/[^/]+/, '');
    const body = typeof req.data === 'string' ? JSON.parse(req.data) : req.data;
    calls.push({ method: req.method, url, body });
    const handler = routes[`${req.method} ${url}`];
    const [status, data] = handler ? await handler(body, req.params ?? {}) : [404, { message: `no mock for ${req.method} ${url}` }];
    return { data, status };
  };
  return calls;
}
