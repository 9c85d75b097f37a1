import { PlaceholderPage } from '@bet/shared';
import { Route, Routes } from 'react-router-dom';

/** Routes of this remote still showing a placeholder: [path, title]. */
export const PAGES: [string, string][] = [
  ['/games', 'Games'],
  ['/gamerun', 'Game'],
  ['/promotions', 'Promotions'],
];

/** The routes this remote owns; their screens come with their own issues. */
export default function GamesRoutes() {
  return (
    <Routes>
      {PAGES.map(([path, title]) => (
        <Route key={path} path={path} element={<PlaceholderPage title={title} back="/" />} />
      ))}
    </Routes>
  );
}
