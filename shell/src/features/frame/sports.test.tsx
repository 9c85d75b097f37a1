import { http, invalidateResources } from '@bet/shared';
import { mockApi, renderAt } from '@bet/shared/src/test-utils';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
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
    // the menu's code is a chunk of its own: it comes when the menu first opens
    fireEvent.click(await screen.findByRole('button', { name: 'Sports' }));
    const sub = (await screen.findByRole('link', { name: 'CMD Sports' })).parentElement!;
    expect(
      within(sub)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Exchange', 'CMD Sports']);
  });

  it('builds its list the first time it opens (not on every page load) and keeps it after closing', async () => {
    mockApi(http, {
      'GET /api/get-system': () => [200, { success: true, data: [] }],
      'GET /api/general': () => [200, { success: true, data: {} }],
    });
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen((o) => !o)}>
            Toggle
          </button>
          <Drawer open={open} onClose={() => setOpen(false)} />
        </>
      );
    }
    const { container } = renderAt(<Harness />);
    const menu = container.querySelector('aside.drawer')!;
    expect(menu).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(await within(menu as HTMLElement).findByRole('link', { name: 'Promotions' })).toBeInTheDocument();
    await act(async () => {}); // its sports menu's answer
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(menu).toHaveAttribute('aria-hidden', 'true');
    expect(within(menu as HTMLElement).getByRole('link', { name: 'Promotions', hidden: true })).toBeInTheDocument();
  });
});
