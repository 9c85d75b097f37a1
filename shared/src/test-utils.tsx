// Test helpers for component tests in every app (not bundled: only *.test.tsx import it).
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { syncSessionFromStorage } from './session';

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

/** An axios-style error with a server answer. */
export function httpError(status: number, data: unknown) {
  return Object.assign(new Error(`status ${status}`), { isAxiosError: true, response: { status, data } });
}
/** An axios-style network error (no answer). */
export function networkError() {
  return Object.assign(new Error('Network Error'), { isAxiosError: true, response: undefined });
}

type Handler = (body: unknown, params: Record<string, unknown>) => [number, unknown] | Promise<[number, unknown]>;

/**
 * Answers the shared axios instance's calls from `routes` ('POST /api/balance' -> handler), at the adapter
 * level, so every call path (including shared hooks) is covered. Returns the list of calls made.
 */
export function mockApi(http: { defaults: { adapter?: unknown } }, routes: Record<string, Handler>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  http.defaults.adapter = async (config: { method?: string; url?: string; data?: unknown; params?: Record<string, unknown> }) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = String(config.url ?? '').replace(/^https?:\/\/[^/]+/, '');
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    calls.push({ method, url, body });
    const handler = routes[`${method} ${url}`];
    const [status, data] = handler ? await handler(body, config.params ?? {}) : [404, { message: `no mock for ${method} ${url}` }];
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw Object.assign(new Error(`status ${status}`), { isAxiosError: true, response, config });
    return response;
  };
  return calls;
}
