import { NoData, PageHeader } from '@bet/shared';
import { Route, Routes } from 'react-router-dom';

const PAGES: [string, string][] = [
  ['/games', 'Games'],
  ['/gamerun', 'Game'],
  ['/promotions', 'Promotions'],
];

/** The routes this remote owns; their screens come with their own issues. */
export default function GamesRoutes() {
  return (
    <Routes>
      {PAGES.map(([path, title]) => (
        <Route key={path} path={path} element={<><PageHeader title={title} back="/" /><NoData text="Coming soon" /></>} />
      ))}
    </Routes>
  );
}
