import { http, invalidateResources } from '@bet/shared';
import { mockApi, renderAt } from '@bet/shared/src/test-utils';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ReferralPage, referralLink } from './ReferralPage';

function api(cash = 25, claim?: () => [number, unknown]) {
  let bonus = cash;
  return mockApi(http, {
    'GET /api/referral': () => [
      200,
      {
        success: true,
        data: { referral_code: 'RAHIM77', active_downlines: 3, lifetime_cash_rewards: 120.5, referral_turnover: 12050, cash_bonus: bonus, referral_percent: 1 },
      },
    ],
    'POST /api/cash-claim':
      claim ??
      (() => {
        bonus = 0;
        return [200, { success: true, message: 'Bonus Claimed successfully.' }];
      }),
    'POST /api/balance': () => [200, { success: true, balance: 25 }],
  });
}

const openMine = async () => {
  fireEvent.click(screen.getByRole('tab', { name: 'My Referral' }));
  await screen.findByText('RAHIM77');
};

describe('referral program', () => {
  beforeEach(() => {
    invalidateResources();
    localStorage.setItem('token', 'tok');
  });
  afterEach(() => jest.useRealTimers());

  it('the link is the site root /referral_code with the code', () => {
    expect(referralLink('AB C', 'https://bet.example')).toBe('https://bet.example/referral_code?referral_code=AB%20C');
  });

  it('Referral Info has the guide and Refer a friend now opens My Referral', async () => {
    api();
    renderAt(<ReferralPage />, '/refrrel-program', '/refrrel-program');
    expect(screen.getByText('Share your link')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refer a friend now' }));
    expect(await screen.findByText('RAHIM77')).toBeInTheDocument();
  });

  it('My Referral shows a 128 px QR code of the link and the stats', async () => {
    api();
    renderAt(<ReferralPage />, '/refrrel-program', '/refrrel-program');
    await openMine();
    const qr = screen.getByRole('img', { name: 'Referral QR code' });
    expect(qr).toHaveAttribute('data-link', `${window.location.origin}/referral_code?referral_code=RAHIM77`);
    const svg = qr.querySelector('svg');
    expect(svg).toHaveAttribute('width', '128');
    expect(screen.getByText('৳ 120.50')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('Copy Link writes the link; Share without the Web Share API says it is not supported', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    api();
    renderAt(<ReferralPage />, '/refrrel-program', '/refrrel-program');
    await openMine();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/referral_code?referral_code=RAHIM77`));
    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Sharing is not supported on this device.')).toBeInTheDocument();
  });

  it('a clipboard failure falls back to a prompt', async () => {
    Object.assign(navigator, { clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) } });
    const prompt = jest.spyOn(window, 'prompt').mockReturnValue(null);
    api();
    renderAt(<ReferralPage />, '/refrrel-program', '/refrrel-program');
    await openMine();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(prompt).toHaveBeenCalled());
    prompt.mockRestore();
  });

  it('Claim All needs at least 10', async () => {
    const calls = api(9.99);
    renderAt(<ReferralPage />, '/refrrel-program', '/refrrel-program');
    await openMine();
    fireEvent.click(screen.getByRole('button', { name: 'Claim All' }));
    expect(await screen.findByText('You need at least 10 to claim all.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/cash-claim')).toBe(false);
  });

  it('Claim All moves the bonus and reloads after 1.5 s', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    api(25);
    renderAt(<ReferralPage />, '/refrrel-program', '/refrrel-program');
    await openMine();
    expect(screen.getByLabelText('Cash rewards')).toHaveTextContent('৳ 25.00');
    fireEvent.click(screen.getByRole('button', { name: 'Claim All' }));
    expect(await screen.findByText('Bonus Claimed successfully.')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1500);
    });
    await waitFor(() => expect(screen.getByLabelText('Cash rewards')).toHaveTextContent('৳ 0.00'));
  });
});
