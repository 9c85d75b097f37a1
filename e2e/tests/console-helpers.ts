// The back office's web console in the journeys: operators made with the ADMIN_TOKEN, their authenticator codes,
// and a desktop page of the console logged in as one.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { ADMIN_TOKEN, API, uniqueName } from './helpers';

export const CONSOLE = 'http://localhost:8990';
export const PASSWORD = 'a long operator password';

export interface Operator {
  username: string;
  secret: string;
}

/** An operator made with the ADMIN_TOKEN (as the first manager is). */
export async function makeOperator(request: APIRequestContext, role: 'support' | 'finance' | 'manager'): Promise<Operator> {
  const username = uniqueName(role.slice(0, 3));
  const res = await request.post(`${API}/api/admin/operators`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    data: { username, password: PASSWORD, role },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { username, secret: (await res.json()).data.totp_secret as string };
}

export const codeOf = (secret: string) => new OTPAuth.TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) }).generate();

/**
 * A desktop page of the console, logged in as `op`; with `wrongCodeFirst`, after a wrong code is refused (each wrong
 * code counts against this address's ten in 15 minutes, shared by every journey here: one journey shows it).
 */
export async function consoleAs(browser: Browser, op: Operator, { wrongCodeFirst = false } = {}): Promise<Page> {
  // a context of its own (axe needs one; the console's session is its tab's)
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await page.goto(CONSOLE);
  await expect(page.getByRole('heading', { name: 'BetBazar back office' })).toBeVisible();
  await page.getByLabel('Operator name').fill(op.username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  if (wrongCodeFirst) {
    await page.getByLabel('Authenticator code').fill('000000');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong username, password or code.');
  }
  await page.getByLabel('Authenticator code').fill(codeOf(op.secret));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(op.username);
  return page;
}
