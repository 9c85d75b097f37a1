import { PlaceholderPage } from '@bet/shared';
import { Route, Routes } from 'react-router-dom';

/** Routes of this remote still showing a placeholder: [path, title]. */
export const PAGES: [string, string][] = [
  ['/exchange', 'Exchange'],
  ['/exchange-inplay', 'In-Play'],
  ['/exchange-sports', 'Sports'],
  ['/exchange-multi', 'Multi Markets'],
  ['/exchange-account', 'Exchange Account'],
  ['/odds-view', 'Odds View'],
];

/** The routes this remote owns; their screens come with their own issues. */
export default function ExchangeRoutes() {
  return (
    <Routes>
      {PAGES.map(([path, title]) => (
        <Route key={path} path={path} element={<PlaceholderPage title={title} back="/" />} />
      ))}
    </Routes>
  );
}
