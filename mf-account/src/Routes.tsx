import { PlaceholderPage } from '@bet/shared';
import { Route, Routes } from 'react-router-dom';
import { MemberMenu } from './features/menu/MemberMenu';
import { TransactionRecordPage } from './features/records/TransactionRecordPage';
import { TurnoverRecordPage } from './features/records/TurnoverRecordPage';
import { ProfilePage } from './features/profile/ProfilePage';
import { ResetPasswordPage } from './features/password/ResetPasswordPage';
import { InboxPage } from './features/inbox/InboxPage';
import { VipPage } from './features/vip/VipPage';
import { ReferralPage } from './features/referral/ReferralPage';

/** Routes of this remote still showing a placeholder: [path, title]. */
export const PAGES: [string, string][] = [['/betting-record', 'Betting Records']];

export default function AccountRoutes() {
  return (
    <Routes>
      <Route path="/account" element={<MemberMenu />} />
      <Route path="/transaction-record" element={<TransactionRecordPage />} />
      <Route path="/turnover-record" element={<TurnoverRecordPage />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/inbox" element={<InboxPage />} />
      <Route path="/vip" element={<VipPage />} />
      <Route path="/refrrel-program" element={<ReferralPage />} />
      {PAGES.map(([path, title]) => (
        <Route key={path} path={path} element={<PlaceholderPage title={title} back="/account" />} />
      ))}
    </Routes>
  );
}
