// Journeys that change what every player sees: maintenance mode, a remote's server stopped or hung. They run after
// the other journeys, one at a time (playwright.config.ts, the "shared state" project).
import { expect, test } from '@playwright/test';
import { admin, controlApp, DEMO, loginUi } from './helpers';

test('maintenance: site_status 0 replaces the home', async ({ page, request }) => {
  await admin(request, 'POST', '/api/admin/settings', { site_status: 0 });
  try {
    // a page the shell's server draws a second after the change shows it (ANSWERS_FRESH_MS in server-render.tsx)
    await page.waitForTimeout(1_100);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: "We're currently undergoing Maintenance!" })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Game categories' })).toHaveCount(0);
  } finally {
    await admin(request, 'POST', '/api/admin/settings', { site_status: 1 });
  }
  await page.waitForTimeout(1_100);
  await page.reload();
  await expect(page.getByRole('tablist', { name: 'Game categories' })).toBeVisible();
});

test('a remote that is down shows the unavailable panel; the rest keeps working', async ({ page }) => {
  await loginUi(page);
  await controlApp('stop', 'mf-account');
  try {
    // a refused connection: the panel, with Retry, well within the 4 s deadline of the section
    await page.goto('/account', { waitUntil: 'commit' });
    await expect(page.getByText('This section is unavailable')).toBeVisible({ timeout: 6_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.goto('/');
    await expect(page.locator('img[src*="/storage/"]').first()).toBeVisible();
  } finally {
    await controlApp('start', 'mf-account');
  }
  await page.goto('/account');
  await expect(page.getByText(DEMO.username)).toBeVisible();
});

test('a remote whose server accepts and never answers shows the unavailable panel after 4 s', async ({ page, request }) => {
  await loginUi(page);
  const config = (await (await request.get('/config.json')).json()) as { remotes: Record<string, string> };
  const origin = new URL(config.remotes.mf_account).origin;
  // every request to the account remote's server hangs: accepted, never answered
  await page.route(`${origin}/**`, () => {});
  await page.goto('/account', { waitUntil: 'commit' });
  // the section gives up 4 s after it starts loading (REMOTE_DEADLINE_MS); 6 s from the navigation leaves the
  // shell's own start on a loaded CI machine its time
  await expect(page.getByText('This section is unavailable')).toBeVisible({ timeout: 6_000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  // the rest of the site keeps working
  await page.goto('/');
  await expect(page.locator('img[src*="/storage/"]').first()).toBeVisible();
});
