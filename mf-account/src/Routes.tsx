import { placeholderPages, RegistryRoutes, type Screens } from '@bet/shared';
import { MemberMenu } from './features/menu/MemberMenu';
import { BettingRecordPage } from './features/records/BettingRecordPage';
import { TransactionRecordPage } from './features/records/TransactionRecordPage';
import { TurnoverRecordPage } from './features/records/TurnoverRecordPage';
import { ProfilePage } from './features/profile/ProfilePage';
import { ResetPasswordPage } from './features/password/ResetPasswordPage';
import { InboxPage } from './features/inbox/InboxPage';
import { VipPage } from './features/vip/VipPage';
import { ReferralPage } from './features/referral/ReferralPage';

const SCREENS: Screens = {
  '/account': <MemberMenu />,
  '/betting-record': <BettingRecordPage />,
  '/transaction-record': <TransactionRecordPage />,
  '/turnover-record': <TurnoverRecordPage />,
  '/profile': <ProfilePage />,
  '/reset-password': <ResetPasswordPage />,
  '/inbox': <InboxPage />,
  '/vip': <VipPage />,
  '/refrrel-program': <ReferralPage />,
};

/** Routes of this remote still showing a placeholder: [path, title]. */
export const PAGES = placeholderPages('mf_account', SCREENS);

/** The routes this remote owns (the registry in @bet/shared); the ones without a screen yet show a placeholder. */
export default function AccountRoutes() {
  return <RegistryRoutes owner="mf_account" screens={SCREENS} back="/account" />;
}
