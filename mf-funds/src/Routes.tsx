import './i18n';
import { RegistryRoutes, type Screens } from '@bet/shared';
import { DepositPage } from './features/deposit/DepositPage';
import { MakePaymentPage } from './features/payment/MakePaymentPage';
import { PaymentRequestPage } from './features/payment/PaymentRequestPage';
import { WithdrawalPage } from './features/withdrawal/WithdrawalPage';
import './features/funds.css';

const SCREENS: Screens = {
  '/deposit': <DepositPage />,
  '/withdrawal': <WithdrawalPage />,
  '/make-payment': <MakePaymentPage />,
  '/payment-request': <PaymentRequestPage />,
};

/** The routes this remote owns (the registry in @bet/shared), each with its screen. */
export default function FundsRoutes() {
  return <RegistryRoutes owner="mf_funds" screens={SCREENS} />;
}
