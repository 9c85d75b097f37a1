import { http, invalidateResources, markFirstScreen } from '@bet/shared';
import { mockApi, renderAt } from '@bet/shared/src/test-utils';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { isBlocked, MarketBlockPopup, sectionOf, useSectionGuard } from './MarketBlock';

function Links() {
  const guard = useSectionGuard();
  return (
    <>
      {['/exchange', '/games?type=SPORTS&system=CMD&title=CMD', '/games?type=SLOT&system=JILI&title=Slot'].map((to) => (
        <Link key={to} to={to} onClick={guard(to)}>
          {to}
        </Link>
      ))}
      <MarketBlockPopup />
    </>
  );
}

describe('market block', () => {
  // the page's first screen is drawn (the list is asked for after it: afterFirstScreen)
  beforeAll(() => markFirstScreen());
  beforeEach(() => {
    invalidateResources();
    localStorage.setItem('token', 'tok');
  });

  it('maps links to sections and reads the flags', () => {
    expect(sectionOf('/exchange')).toBe('Exchange');
    expect(sectionOf('/games?type=SPORTS&system=CMD&title=x')).toBe('Sports');
    expect(sectionOf('/games?type=LIVE&system=EVO&title=x')).toBe('Games');
    expect(sectionOf('/promotions')).toBeNull();
    expect(isBlocked([{ exchange_market: 0, cs_market: 1, status: 'blocked' }], 'Exchange')).toBe(true);
    expect(isBlocked([{ exchange_market: 0, cs_market: 1, status: 'blocked' }], 'Games')).toBe(false);
    expect(isBlocked([{ exchange_market: 0, cs_market: 0, status: 'active' }], 'Exchange')).toBe(false);
    expect(isBlocked([{ exchange_market: 1, cs_market: 0, status: 'blocked' }], 'Sports')).toBe(true);
    expect(isBlocked(undefined, 'Games')).toBe(false);
  });

  it('a blocked section shows the popup with the exact text instead of navigating', async () => {
    const calls = mockApi(http, { 'GET /api/market/block': () => [200, { success: true, data: [{ exchange_market: 0, cs_market: 1, status: 'blocked' }] }] });
    renderAt(<Links />, '/');
    // wait until the block list has loaded
    await waitFor(() => expect(calls.some((c) => c.url === '/api/market/block')).toBe(true));
    await act(async () => {});
    fireEvent.click(screen.getByText('/exchange'));
    const dialog = await screen.findByRole('dialog', { name: 'Market Block' });
    expect(dialog).toHaveTextContent(
      'Dear customer, Your selected section "Exchange" is currently blocked by Your Upline. Please Contact Customer Support for further assistance. Thank you for your understanding.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // an open section navigates
    fireEvent.click(screen.getByText('/games?type=SLOT&system=JILI&title=Slot'));
    expect(screen.getByTestId('location')).toHaveTextContent('/games?type=SLOT');
  });

  it('a click before the block list has arrived waits for it instead of opening the section', async () => {
    mockApi(http, {
      'GET /api/market/block': () =>
        new Promise((r) => setTimeout(() => r([200, { success: true, data: [{ exchange_market: 0, cs_market: 1, status: 'blocked' }] }]), 30)),
    });
    renderAt(<Links />, '/');
    fireEvent.click(screen.getByText('/exchange'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(await screen.findByRole('dialog', { name: 'Market Block' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
