// The back office's web console (its own origin, desktop 1280x800) against the real api: operators log in with a
// password and their authenticator code; a finance operator approves a player's deposit and the player's balance
// moves on the site; a support agent answers a chat from the live inbox with a canned reply and the player sees
// it; each role sees only its sections; the manager finds both actions in the audit log.
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_TOKEN, API, axeClean, loginUi, signupApi, uniqueName, verifiedPlayer } from './helpers';
import { codeOf, CONSOLE, consoleAs, makeOperator, PASSWORD } from './console-helpers';

// each journey here signs in two to four operators (Argon2 and an authenticator code each) in their own contexts: on a
// CI host busy with every other suite one took over the default 45 s
test.describe.configure({ timeout: 90_000 });

const receipt = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'receipt.png');

const sections = (page: Page) => page.getByRole('navigation', { name: 'Sections' }).getByRole('link').allTextContents();

test('a finance operator approves a deposit in the console and the player`s balance moves', async ({ browser, page, request }) => {
  test.setTimeout(150_000);
  const p = await verifiedPlayer(request);
  // the player asks for a deposit of 1,000 on the site (390x844)
  await loginUi(page, p.username, p.password);
  await page.goto('/deposit');
  await page.getByRole('button', { name: 'bKash' }).click();
  await page.getByRole('button', { name: 'CashOut' }).click();
  await page.getByRole('button', { name: '1K', exact: true }).click();
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(/\/make-payment$/);
  await page.getByLabel('TRX ID').fill('9K8J7H6G5F');
  await page.locator('#receipts').setInputFiles(receipt);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/payment-request$/);

  const cashier = await makeOperator(request, 'finance');
  const finance = await consoleAs(browser, cashier, { wrongCodeFirst: true });
  expect(await sections(finance)).toEqual(['Deposits & withdrawals', 'Players', 'Risk', 'Revenue', 'Identity checks', 'My password']);
  await expect(finance.getByRole('heading', { name: 'Deposits & withdrawals' })).toBeVisible();
  const row = finance.getByRole('row').filter({ hasText: p.username });
  await expect(row).toContainText('Deposit');
  await expect(row).toContainText('৳ 1,000.00');
  await expect(row).toContainText('9K8J7H6G5F');
  await row.getByRole('button', { name: new RegExp(`Open deposit #\\d+ of ${p.username}`) }).click();
  // the player's history beside the request: balance 0, this deposit pending
  const side = finance.getByRole('complementary', { name: 'The request and its player' });
  await expect(side.getByRole('heading', { name: /Deposit #\d+: ৳ 1,000\.00/ })).toBeVisible();
  await expect(side.getByRole('img', { name: 'Receipt 1' })).toBeVisible();
  await expect(side.locator('.facts')).toContainText('Balance৳ 0.00');
  await expect(side.getByRole('region', { name: 'Deposits and withdrawals' })).toContainText('pending');
  await axeClean(finance, 'console queue');
  await finance.screenshot({ path: '../docs/screens/console-queue.png' });
  await side.getByRole('button', { name: 'Approve' }).click();
  await expect(finance.getByRole('status').filter({ hasText: 'Approved' })).toBeVisible();
  await expect(finance.getByRole('row').filter({ hasText: p.username })).toHaveCount(0);

  // the player's balance moved: the site shows it
  await page.goto('/account');
  await expect(page.getByText('৳ 1,000.00').first()).toBeVisible();

  // the player's page in the console: the deposit a success, the balance 1,000; finance may adjust, not lock
  await finance.getByRole('link', { name: 'Players' }).click();
  // the search's own rule, said before anything is asked (the operation's q field: two characters or more)
  await finance.getByRole('searchbox', { name: 'Username, phone, email, TrxID or IP address' }).fill('p');
  await finance.getByRole('button', { name: 'Search' }).click();
  await expect(finance.getByRole('alert')).toHaveText('Type at least two characters of a username, phone number, email, TrxID or IP address.');
  await finance.getByRole('searchbox', { name: 'Username, phone, email, TrxID or IP address' }).fill(p.username.slice(0, 8));
  await finance.getByRole('button', { name: 'Search' }).click();
  await finance.getByRole('link', { name: p.username }).click();
  await expect(finance.getByRole('heading', { name: p.username })).toBeVisible();
  await expect(finance.locator('.facts')).toContainText('Balance৳ 1,000.00');
  await expect(finance.getByRole('region', { name: 'Deposits and withdrawals' })).toContainText('success');
  await expect(finance.getByRole('heading', { name: 'Adjust balance' })).toBeVisible();
  await expect(finance.getByRole('button', { name: 'Lock account' })).toHaveCount(0);
  await axeClean(finance, 'console player');
  await finance.screenshot({ path: '../docs/screens/console-player.png' });

  // the manager reads who approved it in the audit log
  const manager = await consoleAs(browser, await makeOperator(request, 'manager'));
  expect(await sections(manager)).toEqual([
    'Deposits & withdrawals',
    'Support chats',
    'Players',
    'Inbox messages',
    'Risk',
    'Revenue',
    'Identity checks',
    'Content',
    'Markets & settings',
    'Audit log',
    'Operators',
    'My password',
  ]);
  await manager.getByRole('link', { name: 'Audit log' }).click();
  await manager.getByLabel('Action').fill('transaction.approve.deposit');
  await manager.getByRole('button', { name: 'Filter' }).click();
  const entry = manager.getByRole('row').filter({ hasText: 'transaction.approve.deposit' }).filter({ hasText: cashier.username });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('finance');
  await axeClean(manager, 'console audit');

  // the manager invites a support operator in the console; the newcomer opens the link, chooses their own password
  // and sets up their authenticator from the secret shown to them once (the manager never sees either)
  await manager.getByRole('link', { name: 'Operators' }).click();
  const helper = uniqueName('hlp');
  await manager.getByLabel('Operator name').fill(helper);
  await manager.getByLabel('Role').selectOption('support');
  await manager.getByRole('button', { name: 'Invite operator' }).click();
  const invitationBox = manager.getByRole('complementary', { name: 'The invitation' });
  await expect(invitationBox.getByRole('status')).toContainText('Invited. Shown once');
  await expect(invitationBox).not.toContainText('Secret');
  const link = ((await invitationBox.getByLabel('Invitation link').textContent()) ?? '').trim();
  expect(link).toMatch(/\/enrol#[0-9a-f]{64}$/);
  await axeClean(manager, 'console operators');
  await manager.screenshot({ path: '../docs/screens/console-operators.png' });
  const enrolling = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await enrolling.goto(link);
  await enrolling.getByLabel(/^Your password/).fill(PASSWORD);
  await enrolling.getByRole('button', { name: 'Set up my account' }).click();
  const secretBox = enrolling.getByRole('complementary', { name: 'Your authenticator' });
  await expect(secretBox.getByRole('status')).toContainText('Enrolled. Shown once');
  await expect(secretBox.getByRole('img', { name: `Authenticator set-up code for ${helper}` })).toBeVisible();
  await expect(secretBox.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  const secret = ((await secretBox.locator('code.num').textContent()) ?? '').trim();
  await axeClean(enrolling, 'console enrolment');
  await enrolling.screenshot({ path: '../docs/screens/console-enrol-phone.png' });
  // the link works once (a fresh load of it)
  await enrolling.goto('about:blank');
  await enrolling.goto(link);
  await enrolling.getByLabel(/^Your password/).fill('another long phrase of words');
  await enrolling.getByRole('button', { name: 'Set up my account' }).click();
  await expect(enrolling.getByRole('alert')).toHaveText(
    'This invitation is not valid: it was used, it lapsed, or it was mistyped. Ask your manager for a new one.',
  );
  await enrolling.context().close();
  const newcomer = await consoleAs(browser, { username: helper, secret });
  expect(await sections(newcomer)).toEqual(['Support chats', 'Players', 'Inbox messages', 'My password']);
  // the manager disables the newcomer: their console asks to log in again at its next call (the newcomer waits on
  // the Players page, which calls nothing by itself: the live inbox's stream would end with the session on its own)
  await newcomer.getByRole('link', { name: 'Players' }).click();
  await expect(newcomer.getByRole('searchbox', { name: 'Username, phone, email, TrxID or IP address' })).toBeVisible();
  await manager.getByRole('button', { name: `Disable ${helper}` }).click();
  await expect(manager.getByRole('status').filter({ hasText: `Operator disabled: ${helper} (1 session ended)` })).toBeVisible();
  await expect(manager.getByRole('row').filter({ hasText: helper })).toContainText('disabled');
  await newcomer.getByRole('searchbox', { name: 'Username, phone, email, TrxID or IP address' }).fill('pl');
  await newcomer.getByRole('button', { name: 'Search' }).click();
  await expect(newcomer.getByRole('status')).toHaveText('Your back-office session has ended. Please log in again.');

  // logging out ends the session: the console asks to log in again
  await finance.getByRole('button', { name: 'Log out' }).click();
  await expect(finance.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a support agent answers a chat from the live inbox with a canned reply and the player sees it', async ({ browser, page, request }) => {
  test.setTimeout(150_000);
  const supportOperator = await makeOperator(request, 'support');
  const support = await consoleAs(browser, supportOperator);
  expect(await sections(support)).toEqual(['Support chats', 'Players', 'Inbox messages', 'My password']);
  await support.getByRole('link', { name: 'Support chats' }).click();
  await expect(support.getByRole('status').filter({ hasText: 'live' })).toBeVisible();

  // the player writes (390x844); the console, already open, gets it by the stream
  const p = await signupApi(request);
  await loginUi(page, p.username, p.password);
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('button', { name: 'Send us a Message' }).click();
  await expect(page).toHaveURL(/\/chat-box\/\d+$/);
  await page.getByLabel('Message', { exact: true }).fill('My withdrawal is late');
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Sending...')).toBeHidden();

  const item = support.getByRole('button', { name: new RegExp(`^${p.username}`) });
  await expect(item).toContainText('My withdrawal is late');
  await expect(item.getByLabel('1 unread')).toBeVisible();
  await item.click();
  const conversation = support.getByRole('complementary', { name: 'Conversation' });
  await expect(conversation.getByRole('list', { name: `Messages with ${p.username}` })).toContainText('My withdrawal is late');
  const canned = 'Your withdrawal request is being processed. It usually arrives within 30 minutes.';
  await conversation.getByRole('button', { name: /^Your withdrawal request/ }).click();
  await expect(conversation.getByLabel(`Reply to ${p.username}`)).toHaveValue(canned);
  await axeClean(support, 'console support');
  await support.screenshot({ path: '../docs/screens/console-support.png' });
  await conversation.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(conversation.getByRole('list', { name: `Messages with ${p.username}` })).toContainText(canned);
  await expect(item).toContainText('Answered');

  // the player sees the answer in the open chat, without a reload
  await expect(log.getByText(canned)).toBeVisible();

  // support sees players read-only
  await support.getByRole('link', { name: 'Players' }).click();
  await support.getByRole('searchbox', { name: 'Username, phone, email, TrxID or IP address' }).fill(p.username);
  await support.getByRole('button', { name: 'Search' }).click();
  await support.getByRole('link', { name: p.username }).click();
  await expect(support.getByText("Your role does not change this player's money or account.")).toBeVisible();
  await expect(support.getByRole('heading', { name: 'Adjust balance' })).toHaveCount(0);
  // ... and keeps notes and tags on them, as every role does: each rule said before sending
  await support.getByRole('button', { name: 'Save note' }).click();
  await expect(support.getByRole('alert').filter({ hasText: 'A note of 1 to 1,000 characters is required.' })).toBeVisible();
  await support.getByLabel('A note for the team (kept as written)').fill('Asked about a withdrawal; told them 30 minutes.');
  await support.getByRole('button', { name: 'Save note' }).click();
  const notes = support.getByRole('list', { name: 'Notes on the player' });
  await expect(notes.getByRole('listitem').first()).toContainText('Asked about a withdrawal; told them 30 minutes.');
  await expect(notes.getByRole('listitem').first()).toContainText(supportOperator.username);
  const tagsField = support.getByLabel('Tags (words, separated by spaces)');
  await tagsField.fill('VIP');
  await support.getByRole('button', { name: 'Save tags' }).click();
  await expect(support.getByRole('alert').filter({ hasText: 'A tag is 1 to 24 lower-case letters' })).toBeVisible();
  await tagsField.fill('vip bonus-watch');
  await support.getByRole('button', { name: 'Save tags' }).click();
  await expect(support.getByLabel('Tags now')).toHaveText(/bonus-watch\s*vip/);
  // a break imposed on the player, with a reason: the player's page says who imposed it
  const imposeBreak = support.getByRole('form', { name: 'Impose a break' });
  await imposeBreak.getByLabel('Length').selectOption('24h');
  await imposeBreak.getByRole('button', { name: 'Impose the break' }).click();
  await expect(support.getByRole('alert').filter({ hasText: 'A reason is required.' })).toBeVisible();
  await imposeBreak.getByLabel('Reason (the audit log keeps it)').fill('Asked us on the phone to stop for a day');
  await imposeBreak.getByRole('button', { name: 'Impose the break' }).click();
  await expect(support.getByRole('status').filter({ hasText: 'Break imposed' })).toBeVisible();
  await expect(support.getByRole('region', { name: 'Limits and exclusions' })).toContainText(`imposed by ${supportOperator.username}`);
  // the answered conversation stays on the player's page, newest first
  const history = support.getByRole('list', { name: 'Messages with the desk' });
  await expect(history.getByRole('listitem').first()).toContainText(canned);
  await expect(history.getByRole('listitem').nth(1)).toContainText('My withdrawal is late');

  // usable on a tablet (portrait and landscape): nothing wider than the screen, the sections on top
  for (const viewport of [
    { width: 820, height: 1180 },
    { width: 1180, height: 820 },
  ]) {
    await support.setViewportSize(viewport);
    for (const section of ['Support chats', 'Players']) {
      // the sections' own links (a player's page also has a "← Players" link, there until the next page comes)
      await support.getByRole('link', { name: section, exact: true }).click();
      expect(await support.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }
  }
  await support.setViewportSize({ width: 820, height: 1180 });
  await support.goto(`${CONSOLE}/players/${p.username}`);
  await expect(support.getByText("Your role does not change this player's money or account.")).toBeVisible();
  await support.screenshot({ path: '../docs/screens/console-tablet.png' });
});

test('the console`s login fits a phone (390x844) and passes axe', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await page.goto(CONSOLE);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axeClean(page, 'console login');
  await page.screenshot({ path: '../docs/screens/console-login-phone.png' });
});

test("four eyes: a manager rejects a finance operator's large adjustment with a reason, and nothing moves", async ({ browser, request }) => {
  const [finance, manager] = [await makeOperator(request, 'finance'), await makeOperator(request, 'manager')];
  const player = await signupApi(request);
  const login = await request.post(`${API}/api/admin/login`, { data: { username: finance.username, password: PASSWORD, code: codeOf(finance.secret) } });
  const financeAuth = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  const asked = await request.post(`${API}/api/admin/players/${player.username}/adjust`, {
    headers: financeAuth,
    data: { amount: 60_000, note: 'jackpot correction' },
  });
  expect(asked.status()).toBe(202);

  const page = await consoleAs(browser, manager);
  await page.getByRole('link', { name: 'Deposits & withdrawals', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: player.username });
  await expect(row).toContainText('Balance adjustment');
  await expect(row).toContainText(finance.username);
  await row.getByRole('textbox', { name: 'Reason' }).fill('no ticket for this');
  await row.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rejected.' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: player.username })).toHaveCount(0);
  const seen = await request.get(`${API}/api/admin/players/${player.username}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect((await seen.json()).data.balance).toBe(0);
  await page.context().close();
});

test('a lost authenticator: a manager asks, another approves and hands over the link; the operator sets up a new one with their password', async ({
  browser,
  request,
}) => {
  const [asker, approver, agent] = [await makeOperator(request, 'manager'), await makeOperator(request, 'manager'), await makeOperator(request, 'support')];
  const first = await consoleAs(browser, asker);
  await first.getByRole('link', { name: 'Operators' }).click();
  const row = first.getByRole('row').filter({ hasText: agent.username });
  await row.getByRole('button', { name: `Reset authenticator of ${agent.username}` }).click();
  await row.getByRole('textbox', { name: 'Reason for the reset' }).fill('lost phone and recovery codes');
  await row.getByRole('button', { name: 'Ask another manager' }).click();
  await expect(first.getByRole('status').filter({ hasText: `Another manager must approve this reset before it is done. (${agent.username})` })).toBeVisible();
  await first.context().close();

  const second = await consoleAs(browser, approver);
  await second.getByRole('link', { name: 'Deposits & withdrawals', exact: true }).click();
  const waiting = second.getByRole('row').filter({ hasText: agent.username });
  await expect(waiting).toContainText('Authenticator reset');
  await expect(waiting).toContainText(asker.username);
  await waiting.getByRole('button', { name: 'Approve as second operator' }).click();
  const box = second.getByRole('region', { name: 'The reset link' });
  await expect(box.getByRole('status')).toContainText(`Reset. Shown once: give this link to ${agent.username} in person.`);
  const link = ((await box.getByLabel('Reset link').textContent()) ?? '').trim();
  expect(link).toMatch(/\/enrol\?reset#[0-9a-f]{64}$/);
  await axeClean(second, 'console reset approved');
  await second.screenshot({ path: '../docs/screens/console-reset-approved.png' });
  await second.getByRole('link', { name: 'Operators' }).click();
  await expect(second.getByRole('row').filter({ hasText: agent.username })).toContainText('authenticator reset (not set up yet)');
  // the list says how many there are
  await expect(second.getByRole('navigation', { name: 'Pages of operators' })).toContainText(/Showing 1–\d+ of \d+ operators/);
  await second.context().close();

  // the operator, on a phone: the link asks for their current password, then shows the new authenticator once
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: 'Set up your new authenticator' })).toBeVisible();
  await phone.getByLabel('Your current password').fill('not my password at all');
  await phone.getByRole('button', { name: 'Set up my authenticator' }).click();
  await expect(phone.getByRole('alert')).toHaveText('Your current password is not right.');
  await phone.screenshot({ path: '../docs/screens/console-reset-phone.png' });
  await phone.getByLabel('Your current password').fill(PASSWORD);
  await phone.getByRole('button', { name: 'Set up my authenticator' }).click();
  const secretBox = phone.getByRole('complementary', { name: 'Your authenticator' });
  await expect(secretBox.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  const secret = ((await secretBox.locator('code.num').textContent()) ?? '').trim();
  expect(secret).not.toBe(agent.secret);
  await axeClean(phone, 'console authenticator reset');
  await phone.context().close();
  // the old authenticator no longer signs in; the new one does, with the same password
  const old = await request.post(`${API}/api/admin/login`, { data: { username: agent.username, password: PASSWORD, code: codeOf(agent.secret) } });
  expect(old.status()).toBe(401);
  const page = await consoleAs(browser, { username: agent.username, secret });
  await page.context().close();
});

test('settings: each saved on its own; a switch every player sees asks for a second click; a stale save is refused', async ({ browser, request }) => {
  const page = await consoleAs(browser, await makeOperator(request, 'manager'));
  await page.getByRole('link', { name: 'Markets & settings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Site settings' })).toBeVisible();
  // a site-wide switch: the first click only asks to confirm (the journey leaves the site as it was)
  const mode = page.getByRole('group', { name: 'Deposit mode' });
  const before = await mode.getByRole('combobox').inputValue();
  await mode.getByRole('combobox').selectOption(before === 'manual' ? 'ewallet' : 'manual');
  await mode.getByRole('button', { name: 'Save' }).click();
  await expect(mode.getByRole('button', { name: 'Confirm: every player sees this at once' })).toBeVisible();
  await mode.getByRole('combobox').selectOption(before);
  await expect(mode.getByRole('button', { name: /Save|Confirm/ })).toBeDisabled();
  // someone else changes the support mail after the page was read: this page's save of it is refused
  const mail = page.getByRole('group', { name: 'support mail' });
  await mail.getByRole('textbox').fill(`desk-${Date.now()}@betbazar.example`);
  const other = await request.post(`${API}/api/admin/settings`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    data: { support_mail: 'changed-elsewhere@betbazar.example' },
  });
  expect(other.ok()).toBeTruthy();
  await mail.getByRole('button', { name: 'Save' }).click();
  await expect(mail.getByRole('alert')).toHaveText('Changed by someone else since you opened it: reload to see the new value, then save again.');
  await page.reload();
  await expect(page.getByRole('group', { name: 'support mail' }).getByRole('textbox')).toHaveValue('changed-elsewhere@betbazar.example');
  await axeClean(page, 'console settings');
  await page.screenshot({ path: '../docs/screens/console-settings.png', fullPage: true });
  await page.context().close();
});

test('the console works on a phone (390x844): no section scrolls sideways, tables become lists', async ({ browser, request }) => {
  // twelve sections and five axe runs; the risk desk lists every market the other journeys bet on (a busy CI host took
  // over 45 s once)
  test.setTimeout(90_000);
  const manager = await makeOperator(request, 'manager');
  const agent = await makeOperator(request, 'support');
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await page.goto(CONSOLE);
  await page.getByLabel('Operator name').fill(manager.username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Authenticator code').fill(codeOf(manager.secret));
  await page.getByRole('button', { name: 'Log in' }).click();
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav).toBeVisible();
  // every section a manager has (all of them)
  const all = await sections(page);
  expect(all).toHaveLength(12);
  for (const section of all) {
    await nav.getByRole('link', { name: section, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForTimeout(300); // the section's list has come
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, section).toBeLessThanOrEqual(390);
  }
  await nav.getByRole('link', { name: 'Content', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Promotions' })).toBeVisible();
  await axeClean(page, 'console content on a phone');
  await page.screenshot({ path: '../docs/screens/console-content-phone.png' });
  await nav.getByRole('link', { name: 'My password', exact: true }).click();
  await axeClean(page, 'console password on a phone');
  await page.screenshot({ path: '../docs/screens/console-password-phone.png' });
  await nav.getByRole('link', { name: 'Audit log', exact: true }).click();
  await page.screenshot({ path: '../docs/screens/console-audit-phone.png' });
  await axeClean(page, 'console audit on a phone');
  // the team as cards, each with its actions (the authenticator reset among them) and the list's count
  await nav.getByRole('link', { name: 'Operators', exact: true }).click();
  await expect(page.getByRole('button', { name: `Reset authenticator of ${agent.username}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages of operators' })).toContainText(/Showing 1–\d+ of \d+ operators/);
  await axeClean(page, 'console operators on a phone');
  await page.screenshot({ path: '../docs/screens/console-operators-phone.png' });
  // a player's page with the team's cards (notes, chat history, a break, tags): nothing sideways, axe clean
  const someone = await signupApi(request);
  await page.goto(`${CONSOLE}/players/${someone.username}`);
  await expect(page.getByRole('heading', { name: 'Notes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chat history' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Impose a break' })).toBeVisible();
  // a limit imposed on the player: at once, and the player's own page says who set it
  const limit = page.getByRole('form', { name: 'Impose a limit' });
  await limit.getByLabel('Limit').selectOption('deposit:week');
  await limit.getByLabel('Amount or minutes').fill('3000');
  await limit.getByLabel('Reason (the audit log keeps it)').fill('asked by the family');
  await limit.getByRole('button', { name: 'Impose the limit' }).click();
  await expect(limit.getByRole('status')).toHaveText('Limit imposed: 3000 (at most 3000)');
  const login = (await (await request.post(`${API}/api/login`, { data: someone })).json()) as { token: string };
  const rg = (await (await request.get(`${API}/api/responsible`, { headers: { Authorization: `Bearer ${login.token}` } })).json()) as {
    data: { limits: { kind: string; period: string; value: number | null; imposed?: number | null }[] };
  };
  expect(rg.data.limits.find((l) => l.kind === 'deposit' && l.period === 'week')).toMatchObject({ value: 3000, imposed: 3000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axeClean(page, 'console player page on a phone');
  await page.screenshot({ path: '../docs/screens/console-player-phone.png', fullPage: true });
  await page.context().close();
});
