import { PlaceholderPage } from '@bet/shared';
import { Route, Routes } from 'react-router-dom';
import { MemberMenu } from './features/menu/MemberMenu';
import { TransactionRecordPage } from './features/records/TransactionRecordPage';
import { TurnoverRecordPage } from './features/records/TurnoverRecordPage';

/** Routes of this remote still showing a placeholder: [path, title]. */
export const PAGES: [string, string][] = [
  ['/profile', 'Personal Info'],
  ['/betting-record', 'Betting Records'],
  ['/refrrel-program', 'Referral Program'],
  ['/reset-password', 'Reset password'],
  ['/inbox', 'Inbox'],
  ['/vip', 'My VIP'],
];

export default function AccountRoutes() {
  return (
    <Routes>
      <Route path="/account" element={<MemberMenu />} />
      <Route path="/transaction-record" element={<TransactionRecordPage />} />
      <Route path="/turnover-record" element={<TurnoverRecordPage />} />
      {PAGES.map(([path, title]) => (
        <Route key={path} path={path} element={<PlaceholderPage title={title} back="/account" />} />
      ))}
    </Routes>
  );
}
