import './i18n';
import { lazyScreen, RegistryRoutes, type Screens } from '@bet/shared';
import routes from './routes.json';
import './features/funds.css';

// each page's code when it is first opened: /deposit does not bring the withdrawal's or the payment's (measured:
// the four pages in one chunk were 8.6 KB on the wire of the 34.4 KB that opening /deposit added)
const SCREENS: Screens = {
  '/deposit': lazyScreen(() => import(/* webpackChunkName: "page-deposit" */ './features/deposit/DepositPage').then((m) => m.DepositPage)),
  '/withdrawal': lazyScreen(() => import(/* webpackChunkName: "page-withdrawal" */ './features/withdrawal/WithdrawalPage').then((m) => m.WithdrawalPage)),
  '/make-payment': lazyScreen(() => import(/* webpackChunkName: "page-make-payment" */ './features/payment/MakePaymentPage').then((m) => m.MakePaymentPage)),
  '/payment-request': lazyScreen(() =>
    import(/* webpackChunkName: "page-payment-request" */ './features/payment/PaymentRequestPage').then((m) => m.PaymentRequestPage),
  ),
};

/** The routes this remote owns (its src/routes.json, which it publishes with its release), each with its screen. */
export default function FundsRoutes() {
  return <RegistryRoutes routes={routes} screens={SCREENS} />;
}
