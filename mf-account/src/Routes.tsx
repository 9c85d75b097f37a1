import './i18n';
import { lazyScreen, placeholderPages, RegistryRoutes, type Screens } from '@bet/shared';
import routes from './routes.json';

// every page's code comes when it is first opened (the member menu too: a deep link to another page does not
// download it; the static server names a page's chunk in its Link hints on a first load)
const SCREENS: Screens = {
  '/account': lazyScreen(() => import(/* webpackChunkName: "page-account" */ './features/menu/MemberMenu').then((m) => m.MemberMenu)),
  '/betting-record': lazyScreen(() =>
    import(/* webpackChunkName: "page-betting-record" */ './features/records/BettingRecordPage').then((m) => m.BettingRecordPage),
  ),
  '/transaction-record': lazyScreen(() =>
    import(/* webpackChunkName: "page-transaction-record" */ './features/records/TransactionRecordPage').then((m) => m.TransactionRecordPage),
  ),
  '/turnover-record': lazyScreen(() =>
    import(/* webpackChunkName: "page-turnover-record" */ './features/records/TurnoverRecordPage').then((m) => m.TurnoverRecordPage),
  ),
  '/profile': lazyScreen(() => import(/* webpackChunkName: "page-profile" */ './features/profile/ProfilePage').then((m) => m.ProfilePage)),
  '/reset-password': lazyScreen(() =>
    import(/* webpackChunkName: "page-reset-password" */ './features/password/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  ),
  '/inbox': lazyScreen(() => import(/* webpackChunkName: "page-inbox" */ './features/inbox/InboxPage').then((m) => m.InboxPage)),
  '/vip': lazyScreen(() => import(/* webpackChunkName: "page-vip" */ './features/vip/VipPage').then((m) => m.VipPage)),
  '/responsible-gaming': lazyScreen(() =>
    import(/* webpackChunkName: "page-responsible-gaming" */ './features/responsible/ResponsibleGamingPage').then((m) => m.ResponsibleGamingPage),
  ),
  '/refrrel-program': lazyScreen(() => import(/* webpackChunkName: "page-refrrel-program" */ './features/referral/ReferralPage').then((m) => m.ReferralPage)),
};
/** Routes of this remote still showing a placeholder: [path, title]. */
export const PAGES = placeholderPages(routes, SCREENS);

/** The routes this remote owns (its src/routes.json, which it publishes with its release); the ones without a screen yet show a placeholder. */
export default function AccountRoutes() {
  return <RegistryRoutes routes={routes} screens={SCREENS} back="/account" />;
}
