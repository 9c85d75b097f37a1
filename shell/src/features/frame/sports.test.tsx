import { http, invalidateResources } from '@bet/shared';
import { mockApi, renderAt } from '@bet/shared/src/test-utils';
import { fireEvent, screen, within } from '@testing-library/react';
import { Drawer } from './Drawer';

describe('sports menu', () => {
  beforeEach(() => invalidateResources());

  it('shows a sportsbook only when the catalogue has its games; the exchange always', async () => {
    mockApi(http, {
      'GET /api/get-system': (_b, params) => [200, { success: true, data: params.type === 'SPORTS' ? ['CMD'] : [] }],
      'GET /api/get-provider': () => [200, { success: true, data: [{ platform: 'CMD', name: 'CMD Sports', logo: '' }] }],
      'GET /api/general': () => [200, { success: true, data: {} }],
    });
    renderAt(<Drawer open onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sports' }));
    const sub = (await screen.findByRole('link', { name: 'CMD Sports' })).parentElement!;
    expect(
      within(sub)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Exchange', 'CMD Sports']);
  });
});
