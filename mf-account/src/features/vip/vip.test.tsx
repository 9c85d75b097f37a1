import { http, invalidateResources } from '@bet/shared';
import { mockApi, renderAt } from '@bet/shared/src/test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { VIP_TIERS, vipTierOf } from '@bet/shared/contract';
import { VipPage } from './VipPage';

function api(vip: number, convert?: () => [number, unknown]) {
  let coins = vip;
  return mockApi(http, {
    'GET /api/user/show': () => [200, { success: true, data: { username: 'p', vip_coin: coins, vip_earned: Math.max(coins, 1234), balance: 0 } }],
    'GET /api/general': () => [200, { success: true, data: { vp_rate: 2 } }],
    'POST /api/balance': () => [200, { success: true, balance: 40 }],
    'GET /api/convert-vipcoin':
      convert ??
      ((_b: unknown) => {
        coins -= 20;
        return [200, { success: true, message: '20 VP converted to ৳ 40.00' }];
      }),
  });
}

describe('my vip', () => {
  beforeEach(() => {
    invalidateResources();
    localStorage.setItem('token', 'tok');
  });

  it('shows the level the VP ever earned reach, the way to the next, Total VP and the minimum', async () => {
    api(1234);
    renderAt(<VipPage />, '/vip', '/vip');
    expect(await screen.findByLabelText('Total VP')).toHaveTextContent('1,234');
    // 1,234 VP earned: Expert I (from 1,000), 1,766 more to Expert II (3,000): 11% of the way
    expect(screen.getByText('Expert I')).toBeInTheDocument();
    expect(screen.getByText('1,766 VP more to Expert II')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to the next level' })).toHaveAttribute('aria-valuenow', '11');
    expect(screen.getByText(/Minimum VP Required: 10/)).toBeInTheDocument();
  });

  it('refuses less than 10 or more than owned with the inline message', async () => {
    const calls = api(15);
    renderAt(<VipPage />, '/vip', '/vip');
    await screen.findByText('15');
    fireEvent.change(screen.getByLabelText('VP to convert'), { target: { value: '9' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('Not enough points. Points must follow minimum VP required to convert.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('VP to convert'), { target: { value: '16' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('Not enough points. Points must follow minimum VP required to convert.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/convert-vipcoin')).toBe(false);
  });

  it('converts and shows the result at the settings rate', async () => {
    api(50);
    renderAt(<VipPage />, '/vip', '/vip');
    await screen.findByText('50');
    fireEvent.change(screen.getByLabelText('VP to convert'), { target: { value: '20' } });
    await waitFor(() => expect(screen.getByText('৳ 40.00')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('20 VP converted to ৳ 40.00')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Total VP')).toHaveTextContent('30'));
  });

  it('shows the server message when the conversion fails', async () => {
    api(50, () => [400, { message: 'Not enough points. Points must follow minimum VP required to convert.' }]);
    renderAt(<VipPage />, '/vip', '/vip');
    await screen.findByText('50');
    fireEvent.change(screen.getByLabelText('VP to convert'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Not enough points');
  });
});

describe('vip tiers (contract)', () => {
  it('the level follows the points; the top level has no next', () => {
    expect(vipTierOf(0)).toMatchObject({ tier: { name: 'Beginner I' }, next: { name: 'Beginner II' }, toNext: 100, percent: 0 });
    expect(vipTierOf(99).tier.name).toBe('Beginner I');
    expect(vipTierOf(100).tier.name).toBe('Beginner II');
    expect(vipTierOf(10_000)).toMatchObject({ tier: { name: 'Expert III' }, next: { name: 'Master I' }, toNext: 20_000, percent: 0 });
    expect(vipTierOf(5_000_000)).toMatchObject({ tier: { name: 'Master III' }, next: null, toNext: 0, percent: 100 });
    // the tiers rise
    expect(VIP_TIERS.every((t, i) => i === 0 || t.from > VIP_TIERS[i - 1].from)).toBe(true);
  });
});
