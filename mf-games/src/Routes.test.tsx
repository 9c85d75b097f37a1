import { http, invalidateResources } from '@bet/shared';
import { mockApi } from '@bet/shared/src/test-utils';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import GamesRoutes, { PAGES } from './Routes';

const promo = (id: number, category: number, name: string) => ({
  id,
  name,
  desc: `<p>${name} gives you a bonus on every single deposit you make</p>`,
  thumbnail: '/p.svg',
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  status: 'active',
  deposit_bouns: 10,
  category,
  tag: 'Tag',
});

describe('mf-games routes', () => {
  beforeEach(() => invalidateResources());

  it('has a screen for every route it owns', () => {
    expect(PAGES).toEqual([]);
  });

  it('promotions: the category strip filters the cards; Details loads the promotion', async () => {
    const calls = mockApi(http, {
      'GET /api/promotion': () => [200, { success: true, data: [promo(1, 99, 'Welcome Bonus'), promo(2, 1, 'Slot Weekend')] }],
      'GET /api/sliders': () => [200, { success: true, data: { main: [], favourite: [], feature: [] } }],
      'GET /api/promotions/2': () => [200, { success: true, data: promo(2, 1, 'Slot Weekend') }],
    });
    render(
      <MemoryRouter initialEntries={['/promotions']}>
        <GamesRoutes />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('article', { name: 'Welcome Bonus' })).toBeInTheDocument();
    expect(screen.getByText('Welcome Bonus gives you a...')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    expect(screen.queryByRole('article', { name: 'Welcome Bonus' })).toBeNull();
    const card = screen.getByRole('article', { name: 'Slot Weekend' });
    expect(within(card).getByText('2026/01/01 - 2026/12/31')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Details of Slot Weekend' }));
    expect(await screen.findByText('Slot Weekend gives you a bonus on every single deposit you make')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/promotions/2')).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Crash' }));
    expect(screen.getByText('No promotions in this category yet.')).toBeInTheDocument();
  });
});
