// Support chat at 390x844 against the real api: Help opens the chat, a message goes to the desk, the back
// office answers through the admin api and the answer appears in the open chat box without a reload; the
// floating button drags, and a short tap opens the chat.
import { expect, test } from '@playwright/test';
import { admin, loginUi, signupApi } from './helpers';

const shot = (page: import('@playwright/test').Page, name: string) => page.screenshot({ path: `../docs/screens/${name}.png` });

test('Help, send a message, the desk answers live', async ({ page, request }) => {
  const p = await signupApi(request);
  await loginUi(page, p.username, p.password);
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('heading', { name: `Hi ${p.username}, how can we help?` })).toBeVisible();
  await shot(page, 'chat-home');
  await page.getByRole('button', { name: 'Send us a Message' }).click();
  await expect(page).toHaveURL(/\/chat-box\/\d+$/);
  const chatId = Number(page.url().split('/').pop());
  await expect(page.getByText('Write to us and the support team will answer here.')).toBeVisible();
  await page.getByLabel('Message', { exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByLabel('Message', { exact: true }).fill('My deposit of 500 has not arrived');
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('My deposit of 500 has not arrived')).toBeVisible();
  await expect(log.getByText('Sending...')).toBeHidden();

  const queue = (await admin(request, 'GET', '/api/admin/chats')).data as { chat_id: number; username: string; messages: { content: string }[] }[];
  const waiting = queue.find((q) => q.chat_id === chatId);
  expect(waiting?.username).toBe(p.username);
  expect(waiting?.messages.map((m) => m.content)).toEqual(['My deposit of 500 has not arrived']);
  await admin(request, 'POST', `/api/admin/chats/${chatId}/messages`, { content: 'Thanks, we are checking it now.' });
  await expect(log.getByText('Thanks, we are checking it now.')).toBeVisible({ timeout: 2500 });
  await shot(page, 'chat-box');

  await page.goto('/chat-list');
  const row = page.getByRole('link', { name: /^Support/ });
  await expect(row).toContainText('Thanks, we are checking it now.');
  // the answer was read as it came (by the stream): no unread mark
  await expect(row).toHaveAccessibleName('Support');
  await expect(row.locator('.badge')).toHaveCount(0);
  await shot(page, 'chat-list');
  // an answer while the player is away is unread, until they open the chat
  await admin(request, 'POST', `/api/admin/chats/${chatId}/messages`, { content: 'It has arrived.' });
  await page.reload();
  await expect(row).toHaveAccessibleName('Support, 1 unread');
  await row.click();
  await expect(log.getByText('It has arrived.')).toBeVisible();
  await page.goBack();
  await expect(row).toHaveAccessibleName('Support');
});

test('the floating chat button drags, and a short tap opens the chat', async ({ page }) => {
  await loginUi(page); // the demo player (signups per address are limited)
  const fab = page.getByRole('button', { name: 'Chat with support' });
  await expect(fab).toBeVisible();
  const before = (await fab.boundingBox())!;
  expect(before.x + before.width).toBeGreaterThan(390 - 80);
  expect(before.y + before.height).toBeGreaterThan(844 - 160);
  await shot(page, 'chat-button');
  await page.mouse.move(before.x + 28, before.y + 28);
  await page.mouse.down();
  await page.mouse.move(before.x - 100, before.y - 300, { steps: 8 });
  await page.mouse.up();
  const after = (await fab.boundingBox())!;
  expect(Math.round(after.x)).toBe(Math.round(before.x - 128));
  expect(Math.round(after.y)).toBe(Math.round(before.y - 328));
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(fab).toBeVisible();
  expect(Math.round((await fab.boundingBox())!.y)).toBe(Math.round(after.y));
  await fab.click();
  await expect(page).toHaveURL(/\/chat$/);
});
