import { http, invalidateResources } from '@bet/shared';
import { mockApi } from '@bet/shared/src/test-utils';
import { render, waitFor } from '@testing-library/react';
import { useSiteHead } from './useSite';

function Head() {
  useSiteHead();
  return null;
}

it("the tab shows the site's title and favicon from its settings", async () => {
  invalidateResources();
  document.head.innerHTML = '<title>Bet</title><link rel="icon" href="data:,">';
  mockApi(http, {
    'GET /api/general': () => [200, { success: true, data: { site_title: 'BetBazar' } }],
    'GET /api/logo': () => [200, [{ logo: '', mobile_logo: '', loader_logo: '', favicon: 'http://localhost:4000/storage/logo/logo.svg' }]],
  });
  render(<Head />);
  await waitFor(() => expect(document.title).toBe('BetBazar'));
  await waitFor(() => expect(document.querySelector('link[rel="icon"]')).toHaveAttribute('href', 'http://localhost:4000/storage/logo/logo.svg'));
});
