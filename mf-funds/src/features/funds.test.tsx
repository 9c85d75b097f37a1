// The funds screens against a mocked api (the real api is covered by its own tests and the browser journeys).
import { http, invalidateResources, setConfig, type User } from '@bet/shared';
import { mockApi, renderAt } from '@bet/shared/src/test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DepositPage } from './deposit/DepositPage';
import { WithdrawalPage } from './withdrawal/WithdrawalPage';
import { MakePaymentPage } from './payment/MakePaymentPage';
import { Route, Routes } from 'react-router-dom';

const user: User = {
  username: 'player0001',
  id: 1,
  vip_coin: 0,
  vip_earned: 0,
  name: 'Rahim',
  phone: '01711111111',
  email: 'p@example.com',
  session_id: '1',
  created_at: '2026-11-01T06:00:00Z',
  dofb: '1990-01-01',
  email_verified_at: null,
  balance: 1000,
  referral_code: 'ABC123',
  cash_bonus: 0,
  phone_verified: true,
  remote_id: 'r0001',
  currency: 'BDT',
  lang: 'en',
};
const bkash = { id: 1, name: 'bKash', icon: '/bkash.svg', status: 'active', account_type: 'Agent' as const };
const nagad = { id: 5, name: 'Nagad', icon: '/nagad.svg', status: 'active', account_type: 'Agent' as const };

function api(over: { user?: Partial<User>; txs?: unknown[]; methods?: unknown; extra?: Parameters<typeof mockApi>[1] } = {}) {
  return mockApi(http, {
    'GET /api/user/show': () => [200, { success: true, data: { ...user, ...over.user } }],
    'GET /api/transaction/show': () => [200, { success: true, data: over.txs ?? [] }],
    'GET /api/payment-methods': () => [200, { success: true, data: over.methods ?? [bkash, nagad] }],
    'GET /api/promotion': () => [200, { success: true, data: [] }],
    'GET /api/showpayment-menthod': () => [200, { success: true, data: [bkash, { ...bkash, id: 2, account_type: 'Personal' }] }],
    'GET /api/turnovers': () => [200, { success: true, data: [] }],
    ...over.extra,
  });
}

/** The form's button once the gate's checks are in (the form is drawn before them, its button waiting). */
async function checked(name: 'Deposit' | 'Withdraw'): Promise<HTMLElement> {
  const button = screen.getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('deposit', () => {
  beforeEach(() => {
    invalidateResources();
    localStorage.setItem('token', 'tok');
    setConfig({ apiBase: 'http://localhost:4000', siteRoot: 'http://localhost:8080', remotes: {} });
  });

  it('asks for the methods and promotions beside the checks, not after them', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((r) => (answer = r));
    const calls = api({
      extra: {
        'GET /api/user/show': async () => {
          await held;
          return [200, { success: true, data: user }];
        },
      },
    });
    renderAt(<DepositPage />, '/deposit');
    // the profile has not answered yet, and the form's lists are already asked for
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual(expect.arrayContaining(['/api/payment-methods', '/api/promotion'])));
    // the form is drawn meanwhile (the page's largest part, with the page), its button waiting for the checks
    expect(await screen.findByRole('button', { name: /bKash/ })).toBeInTheDocument();
    const deposit = screen.getByRole('button', { name: 'Deposit' });
    expect(deposit).toBeDisabled();
    answer();
    await waitFor(() => expect(deposit).toBeEnabled());
  });

  it('asks for a verified phone first, with a link to Personal Info', async () => {
    api({ user: { session_id: '0', phone_verified: false } });
    renderAt(<DepositPage />, '/deposit');
    // the spec's deposit modal, with its link to the profile
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Please verify your phone number first.');
    expect(within(dialog).getByRole('link', { name: 'Go to Personal Info' })).toHaveAttribute('href', '/profile');
  });

  it('says a deposit is already pending instead of the form', async () => {
    api({
      txs: [{ id: 9, action: 'deposit', key: 0, amount: 500, created_at: '', updated_at: '', transaction_id: 'X', payment_method: null, promotion: null }],
    });
    renderAt(<DepositPage />, '/deposit');
    expect(await screen.findByRole('dialog')).toHaveTextContent(/already have a pending deposit/);
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
  });

  it('checks the amount, method and channel in the spec order, then goes to make-payment', async () => {
    api();
    renderAt(<DepositPage />, '/deposit');
    const deposit = await screen.findByRole('button', { name: 'Deposit' });
    await waitFor(() => expect(deposit).toBeEnabled());
    fireEvent.click(deposit);
    // the form's rules come with their own chunk: under a loaded CI host that can take seconds
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Please fill in your amount.');
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '50' } });
    fireEvent.click(deposit);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The deposit amount must be between 100.00 and 25,000.00 BDT.'));
    fireEvent.click(screen.getByRole('button', { name: '1K' }));
    fireEvent.click(deposit);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please select a valid payment method.'));
    fireEvent.click(screen.getByRole('button', { name: 'bKash' }));
    fireEvent.click(deposit);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please select a Deposit channel.'));
    fireEvent.click(await screen.findByRole('button', { name: 'CashOut' }));
    expect(screen.getByRole('button', { name: 'Send Money' })).toBeInTheDocument();
    fireEvent.click(deposit);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/make-payment'));
  });

  it('in e-wallet mode make-payment receives the checkout (url, transaction, number) and confirms a TRX ID', async () => {
    const calls = api({
      methods: { type: 'ewallet', pgs: [nagad] },
      extra: {
        'POST /api/ewa/request': () => [
          200,
          { success: true, url: 'http://localhost:4000/gateway/pay/GP1', transaction: 'GW1', number: '01711111111', message: 'ok' },
        ],
        'POST /api/ewa/confirm': () => [200, { success: true, message: 'ok' }],
      },
    });
    renderAt(
      <Routes>
        <Route path="/deposit" element={<DepositPage />} />
        <Route path="/make-payment" element={<MakePaymentPage />} />
      </Routes>,
      '/deposit',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Nagad' }));
    expect(screen.queryByText('Deposit Channel')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '700' } });
    fireEvent.click(await checked('Deposit'));
    expect(await screen.findByRole('button', { name: 'Pay with Nagad' })).toBeInTheDocument();
    expect(screen.getByLabelText('Paying wallet')).toHaveTextContent('01711111111');
    expect(screen.getByText('GW1')).toBeInTheDocument();
    const sent = calls.find((c) => c.url === '/api/ewa/request')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ amount: 700, provider: 'Nagad', type: 'ewallet' });
    expect(sent.return_url).toBe('http://localhost:8080/payment-request');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please provide your TRX ID. It should be valid.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('TRX ID'), { target: { value: '9HG7K2LQ1X' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment-request'));
    expect(calls.find((c) => c.url === '/api/ewa/confirm')?.body).toEqual({ trx_id: 'GW1', trxid: '9HG7K2LQ1X', number: '01711111111' });
  });

  it('shows the server message in a modal when the gateway request fails', async () => {
    api({
      methods: { type: 'ewallet', pgs: [nagad] },
      extra: {
        'POST /api/ewa/request': () => [400, { success: false, message: 'E-wallet deposits are not available. Please choose another deposit method.' }],
      },
    });
    renderAt(<DepositPage />, '/deposit');
    fireEvent.click(await screen.findByRole('button', { name: 'Nagad' }));
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '700' } });
    fireEvent.click(await checked('Deposit'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('E-wallet deposits are not available.');
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeEnabled();
  });
});

describe('withdrawal', () => {
  beforeEach(() => {
    invalidateResources();
    localStorage.setItem('token', 'tok');
  });

  const fill = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'bKash' }));
    fireEvent.click(screen.getByRole('button', { name: '500' }));
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '01711111111' } });
    await checked('Withdraw');
  };

  it('checks amount and account number with the spec messages', async () => {
    api();
    renderAt(<WithdrawalPage />, '/withdrawal');
    const withdraw = await screen.findByRole('button', { name: 'Withdraw' });
    await waitFor(() => expect(withdraw).toBeEnabled());
    fireEvent.click(withdraw);
    expect(await screen.findByRole('alert')).toHaveTextContent('Amount is required.');
    fireEvent.click(screen.getByRole('button', { name: '500' }));
    fireEvent.click(withdraw);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Account number is required.'));
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '0171' } });
    fireEvent.click(withdraw);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please provide a valid 11-digit account number.'));
  });

  it('shows the rules before the form: the turnover still required and the date of birth; the button says why it is disabled', async () => {
    const ticket = { id: 1, status: 'active', required_turnover: 1500, remaining_turnover: 1200, created_at: '2026-11-01T06:00:00Z', transaction: null };
    const done = { ...ticket, id: 2, status: 'complete', remaining_turnover: 0 };
    api({ user: { dofb: null }, extra: { 'GET /api/turnovers': () => [200, { success: true, data: [ticket, done] }] } });
    renderAt(<WithdrawalPage />, '/withdrawal');
    const rules = await screen.findByRole('region', { name: 'Before you withdraw' });
    expect(rules).toHaveTextContent('From ৳ 500.00 to ৳ 25,000.00 a request');
    expect(rules).toHaveTextContent('Turnover still required: ৳ 1,200.00.');
    expect(within(rules).getByRole('link', { name: 'Turnover' })).toHaveAttribute('href', '/turnover-record');
    expect(rules).toHaveTextContent('Set your date of birth first.');
    expect(within(rules).getByRole('link', { name: 'Go to Personal Info' })).toHaveAttribute('href', '/profile');
    const withdraw = screen.getByRole('button', { name: 'Withdraw' });
    expect(withdraw).toBeDisabled();
    expect(withdraw).toHaveAccessibleDescription('Complete your turnover to withdraw.');
  });

  it('with everything met the rules say so and the button is enabled', async () => {
    api();
    renderAt(<WithdrawalPage />, '/withdrawal');
    const rules = await screen.findByRole('region', { name: 'Before you withdraw' });
    expect(rules).toHaveTextContent('Your turnover is complete.');
    expect(rules).toHaveTextContent('Your date of birth is set.');
    await checked('Withdraw');
  });

  it('when the server refuses all the same (things changed meanwhile), it sends the player to the profile or the turnover', async () => {
    let answer: [number, unknown] = [400, { success: false, message: 'Please set your date of birth in your profile before withdrawing.', error: 'dofb' }];
    api({ extra: { 'GET /api/userwithdrawcheck': () => answer } });
    renderAt(<WithdrawalPage />, '/withdrawal');
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Please set your date of birth in your profile before withdrawing.');
    expect(within(dialog).getByRole('link', { name: 'Go to Personal Info' })).toHaveAttribute('href', '/profile');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    answer = [400, { success: false, message: 'Please complete your turnover and try again.', error: 'turnover' }];
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('link', { name: 'Turnover' })).toHaveAttribute('href', '/turnover-record');
  });

  it('submits once with an idempotency key and goes to the payment request', async () => {
    const calls = api({
      extra: {
        'GET /api/userwithdrawcheck': () => [200, { success: true }],
        'POST /api/submit-withdraw': () => [200, { success: true, message: 'Withdrawal successful!', data: { id: 3, amount: 500 } }],
      },
    });
    renderAt(<WithdrawalPage />, '/withdrawal');
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment-request'));
    const submits = calls.filter((c) => c.url === '/api/submit-withdraw');
    expect(submits).toHaveLength(1);
    expect(submits[0].body).toMatchObject({ account_number: '01711111111', amount: 500, payment_id: 1, provider: 'bKash' });
  });

  it('shows a server refusal and lets the player try again', async () => {
    api({
      extra: {
        'GET /api/userwithdrawcheck': () => [200, { success: true }],
        'POST /api/submit-withdraw': () => [400, { success: false, message: 'Only your own verified phone numbers can be used.' }],
      },
    });
    renderAt(<WithdrawalPage />, '/withdrawal');
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Only your own verified phone numbers can be used.');
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  });
});
