import { http, invalidateResources } from '@bet/shared';
import { mockApi, renderAt } from '@bet/shared/src/test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { VipPage } from './VipPage';

function api(vip: number, convert?: () => [number, unknown]) {
  let coins = vip;
  return mockApi(http, {
    'GET /api/user/show': () => [200, { success: true, data: { username: 'p', vip_coin: coins, balance: 0 } }],
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

  it('shows the level card, Total VP and the minimum', async () => {
    api(1234);
    renderAt(<VipPage />, '/vip', '/vip');
    expect(await screen.findByLabelText('Total VP')).toHaveTextContent('1,234');
    expect(screen.getByText('Expert III')).toBeInTheDocument();
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
