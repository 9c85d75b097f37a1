import { Route, Routes } from 'react-router-dom';
import { DepositPage } from './features/deposit/DepositPage';
import { MakePaymentPage } from './features/payment/MakePaymentPage';
import { PaymentRequestPage } from './features/payment/PaymentRequestPage';
import { WithdrawalPage } from './features/withdrawal/WithdrawalPage';
import './features/funds.css';

export default function FundsRoutes() {
  return (
    <Routes>
      <Route path="/deposit" element={<DepositPage />} />
      <Route path="/withdrawal" element={<WithdrawalPage />} />
      <Route path="/make-payment" element={<MakePaymentPage />} />
      <Route path="/payment-request" element={<PaymentRequestPage />} />
    </Routes>
  );
}
