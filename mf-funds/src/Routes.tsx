import { NoData, PageHeader } from '@bet/shared';
import { Route, Routes } from 'react-router-dom';

const PAGES: [string, string][] = [
  ['/deposit', 'Deposit'],
  ['/withdrawal', 'Withdrawal'],
  ['/make-payment', 'Make Payment'],
  ['/payment-request', 'Get Ready!'],
];

/** The routes this remote owns; their screens come with their own issues. */
export default function FundsRoutes() {
  return (
    <Routes>
      {PAGES.map(([path, title]) => (
        <Route key={path} path={path} element={<><PageHeader title={title} back="/" /><NoData text="Coming soon" /></>} />
      ))}
    </Routes>
  );
}
