import { http, invalidateResources, type User } from '@bet/shared';
import { httpError, mockApi, renderAt } from '@bet/shared/src/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ProfilePage } from './ProfilePage';

const baseUser: User = {
  username: 'player0001',
  id: 1,
  vip_coin: 0,
  vip_earned: 0,
  name: 'Rahim Uddin',
  phone: '01711111111',
  email: 'p@example.com',
  session_id: '0',
  created_at: '2026-11-01T06:00:00Z',
  dofb: null,
  email_verified_at: null,
  balance: 0,
  referral_code: 'ABC123',
  cash_bonus: 0,
  remote_id: 'r0001',
  currency: 'BDT',
  lang: 'en',
  phone_verified: false,
};

function api(
  over: Partial<User> = {},
  phones: { contract_value: string; isverify: number }[] = [],
  extra: Record<string, (b: unknown) => [number, unknown]> = {},
) {
  let user = { ...baseUser, ...over };
  return mockApi(http, {
    'GET /api/user/show': () => [200, { success: true, data: user }],
    'GET /api/get/other/phone': () => [200, { success: true, data: phones }],
    'POST /api/user/profile/update': (b) => {
      user = { ...user, dofb: (b as { dofb: string }).dofb };
      return [200, { success: true, dofb: user.dofb }];
    },
    'POST /api/send-verification-code': () => [200, { success: true }],
    'GET /api/sessions': () => [200, { success: true, data: [] }],
    ...extra,
  });
}

describe('personal info', () => {
  beforeEach(() => {
    invalidateResources();
    localStorage.setItem('token', 'tok');
  });
  afterEach(() => jest.useRealTimers());

  it('shows the details with the created date as day/month/year and verification states', async () => {
    api({ email_verified_at: '2026-11-02T00:00:00Z' });
    renderAt(<ProfilePage />, '/profile', '/profile');
    expect(await screen.findByText('Rahim Uddin')).toBeInTheDocument();
    expect(screen.getAllByText('01/11/2026').length).toBeGreaterThan(0);
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Unverified')).toBeInTheDocument();
  });

  it('sending a code starts a 5:00 countdown and disables the send button', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick'] });
    const calls = api();
    renderAt(<ProfilePage />, '/profile', '/profile');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Verify' }))[0]);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('timer')).toHaveTextContent('5:00');
    expect(within(dialog).getByRole('button', { name: /Resend code in 5:00/ })).toBeDisabled();
    expect(calls.find((c) => c.url === '/api/send-verification-code')?.body).toEqual({ phone: '01711111111' });
    act(() => {
      jest.advanceTimersByTime(61_000);
    });
    expect(within(dialog).getByRole('timer')).toHaveTextContent('3:59');
    act(() => {
      jest.advanceTimersByTime(240_000);
    });
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('a failed code send shows the server message in the error modal', async () => {
    api({ phone: '01722222222' }, [], { 'POST /api/send-verification-code': () => [429, { message: 'Please wait before asking for another code.' }] });
    renderAt(<ProfilePage />, '/profile', '/profile');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Verify' }))[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please wait before asking for another code.')).toBeInTheDocument();
  });

  it('the birthday can be set once, then it is locked', async () => {
    const calls = api();
    renderAt(<ProfilePage />, '/profile', '/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select your date of birth.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-05-12' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('12/05/1990')).toBeInTheDocument();
    expect(screen.getByText('Locked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(calls.filter((c) => c.url === '/api/user/profile/update')).toHaveLength(1);
  });

  it('a refused birthday shows Failed to update DOFB', async () => {
    api({}, [], { 'POST /api/user/profile/update': () => [409, { message: 'Your date of birth is already set and cannot be changed.' }] });
    renderAt(<ProfilePage />, '/profile', '/profile');
    await screen.findByRole('button', { name: 'Save' });
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-05-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update DOFB')).toBeInTheDocument();
  });

  it('the add button shows only while fewer than 2 extra phones', async () => {
    api({}, [
      { contract_value: '01811111111', isverify: 1 },
      { contract_value: '01911111111', isverify: 0 },
    ]);
    renderAt(<ProfilePage />, '/profile', '/profile');
    expect(await screen.findByText('01911111111')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add phone number' })).toBeNull();
  });

  it('adding a phone opens its verification', async () => {
    const phones: { contract_value: string; isverify: number }[] = [];
    api({}, phones, {
      'POST /api/add/number': (b) => {
        phones.push({ contract_value: (b as { phone: string }).phone, isverify: 0 });
        return [200, { success: true }];
      },
    });
    renderAt(<ProfilePage />, '/profile', '/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Add phone number' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please enter a valid 11-digit phone number.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '01812345678' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('heading', { name: 'Verify phone number' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('01812345678').length).toBeGreaterThan(0));
  });

  it('a wrong code shows the server message', async () => {
    api({}, [], { 'POST /api/verify-phone-number': () => [400, { message: 'The code is wrong.' }] });
    renderAt(<ProfilePage />, '/profile', '/profile');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Verify' }))[0]);
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('The code is wrong.')).toBeInTheDocument();
    void httpError;
  });
});
