import { http, invalidateResources } from '@bet/shared';
import { mockApi } from '@bet/shared/src/test-utils';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import type { admin } from '@bet/shared/contract';
import { sessionAtom, store } from '../session';
import { ContentPage } from './Content';

const promotion: admin.AdminPromotion = {
  id: 7,
  name: 'Eid Reload',
  desc: 'A 20% reload all Eid week long.',
  tag: 'Sports',
  name_bn: 'ঈদ রিলোড',
  desc_bn: 'ঈদের সপ্তাহ জুড়ে ২০% রিলোড।',
  tag_bn: '',
  thumbnail: '/api/images/aaaaaaaaaaaaaaaaaaaaaaaa.png',
  start_date: '2026-12-01',
  end_date: '2026-12-31',
  category: 4,
  deposit_bouns: 20,
  turnover: 5,
  status: 'active',
  publish_at: '2026-12-01T04:00:00.000Z',
  showing: 'scheduled',
};

const page = () =>
  render(
    <Provider store={store}>
      <ContentPage />
    </Provider>,
  );

describe('the content section', () => {
  beforeEach(() => store.set(sessionAtom, { token: 't', username: 'boss', role: 'manager' }));
  afterEach(() => {
    store.set(sessionAtom, null);
    invalidateResources();
  });

  it('lists where each promotion stands for players, the scheduled one with its time on Dhaka`s clock', async () => {
    mockApi(http, { 'GET /api/admin/content': () => [200, { success: true, data: { promotions: [promotion], banners: [] } }] });
    page();
    const row = await screen.findByRole('row', { name: /Eid Reload/ });
    expect(row).toHaveTextContent('ঈদ রিলোড');
    // 04:00 UTC is 10:00 in Dhaka
    expect(within(row).getByText(/^Scheduled/)).toHaveTextContent('Scheduled from 01 Dec 2026, 10:00');
  });

  it('the editor previews the card in both languages and sends the publication time read on Dhaka`s clock', async () => {
    const calls = mockApi(http, {
      'GET /api/admin/content': () => [200, { success: true, data: { promotions: [promotion], banners: [] } }],
      'POST /api/admin/promotions': (body) => [200, { success: true, message: 'Saved.', data: { ...promotion, ...(body as object), id: 7 } }],
    });
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Eid Reload' }));
    const form = screen.getByRole('form', { name: 'Edit Eid Reload' });
    // the form starts from the promotion as saved, its time on Dhaka's clock
    expect(within(form).getByLabelText(/^Publish at/)).toHaveValue('2026-12-01T10:00'); // (a field drops zero seconds, as browsers do)
    fireEvent.change(within(form).getByLabelText('Name in Bangla'), { target: { value: 'ঈদ মোবারক রিলোড' } });
    const preview = within(form).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('article', { name: 'In English' })).toHaveTextContent('Eid Reload');
    expect(within(preview).getByRole('article', { name: 'In Bangla' })).toHaveTextContent('ঈদ মোবারক রিলোড');
    // the first five words of the description, as the players' card shows them
    expect(within(preview).getByRole('article', { name: 'In English' })).toHaveTextContent('A 20% reload all Eid...');
    fireEvent.change(within(form).getByLabelText(/^Publish at/), { target: { value: '2026-12-02T09:30:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    // only the input's fields (the list's `showing` is not sent), the id, and the time as an instant
    expect(sent).toEqual({
      id: 7,
      name: 'Eid Reload',
      desc: promotion.desc,
      tag: 'Sports',
      name_bn: 'ঈদ মোবারক রিলোড',
      desc_bn: promotion.desc_bn,
      tag_bn: '',
      thumbnail: promotion.thumbnail,
      start_date: '2026-12-01',
      end_date: '2026-12-31',
      category: 4,
      deposit_bouns: 20,
      turnover: 5,
      status: 'active',
      publish_at: '2026-12-02T03:30:00.000Z',
    });
  });
});
