import { NoData, PageHeader } from '@bet/shared';
import { Route, Routes } from 'react-router-dom';

const PAGES: [string, string][] = [
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
        <Route key={path} path={path} element={<><PageHeader title={title} back="/" /><NoData text="Coming soon" /></>} />
      ))}
    </Routes>
  );
}
