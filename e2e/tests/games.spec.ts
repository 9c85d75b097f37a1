// Games journeys at 390x844 against the real api: a guest is sent to login, a player plays the demo slot ten
// times and finds the rounds in the Settled records, the crash game's cash-out, and the other demo games.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { admin, API, axeClean, loginUi, pageWithAnswers, signupApi, uncovered } from './helpers';

const SLOTS = '/games?type=SLOT&system=JILI&title=Slot';
const shot = (page: Page, name: string) => page.screenshot({ path: `../docs/screens/${name}.png` });

async function fundedPlayer(page: Page, request: APIRequestContext, amount = 100) {
  const p = await signupApi(request);
  await admin(request, 'POST', `/api/admin/players/${p.username}/adjust`, { amount, note: 'funding for a test' });
  await loginUi(page, p.username, p.password);
  return p;
}
async function balanceOf(request: APIRequestContext, page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await request.post(`${API}/api/balance`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()).balance as number;
}
async function open(page: Page, list: string, name: string) {
  await page.goto(list);
  await page.getByRole('button', { name: `Play ${name}` }).click();
  await expect(page).toHaveURL(/\/gamerun$/);
  const game = page.frameLocator('iframe');
  await expect(game.getByRole('heading', { name })).toBeVisible();
  return game;
}

test('a guest who opens a game is sent to login', async ({ page }) => {
  await page.goto(SLOTS);
  await expect(page.getByRole('tab', { name: 'ALL' })).toBeVisible();
  await page.getByRole('button', { name: 'Play Super Ace' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('User not logged in')).toBeVisible();
});

test("a first load of the games page: its lists and the header's pictures come with the page's head, each asked for once", async ({ page }) => {
  const calls: string[] = [];
  const path = '/games?type=slot&system=jili&title=Slot';
  // the types, which the api lets a shared cache keep, come in the page (as on a site with players on it)
  await pageWithAnswers(page.request, path, ['/api/get-type']);
  const pictures: { path: string; at: number }[] = [];
  // the shell's libraries (react) come 1 s late: nothing draws before them, so a picture asked for before is preloaded
  let libsAt = 0;
  await page.route(/\/libs\.[0-9a-f]{8}\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    libsAt = Date.now();
    await route.continue();
  });
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/^\/api\/get-(type|system|games|provider)$/.test(url.pathname)) calls.push(`${r.resourceType()} ${url.pathname}${url.search}`);
    if (/^\/storage\/(logo|sponsors)\//.test(url.pathname) && r.resourceType() === 'image') pictures.push({ path: url.pathname, at: Date.now() });
  });
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Play Super Ace' })).toBeVisible();
  // the others preloaded by the page's Link hints (resource type "other"), and the page's own calls took those
  // answers, the providers of the systems the server read too (useProviders asks for them once get-system has answered)
  const systems = (await (await page.request.get(`${API}/api/get-system?type=SLOT`)).json()).data as string[];
  expect(calls.sort()).toEqual([
    'other /api/get-games?type=SLOT&system=JILI',
    `other /api/get-provider?${new URLSearchParams({ system: JSON.stringify(systems) })}`,
    'other /api/get-system?type=SLOT',
  ]);
  // the logo and a guest's partner badge: asked for with the page's head, and the header took those answers
  await expect(page.getByRole('img', { name: 'Official partner: BPL 2026' })).toBeVisible();
  expect(pictures.map((p) => p.path).sort()).toEqual(['/storage/logo/logo.svg', '/storage/sponsors/header.webp']);
  // (the page is drawn by the server: all of the above can be there before the held libraries have come)
  await expect.poll(() => libsAt, { timeout: 5000 }).toBeGreaterThan(0);
  for (const picture of pictures) expect(picture.at).toBeLessThan(libsAt);
});

test('the games list filters by provider, searches and sorts', async ({ page }) => {
  await loginUi(page); // the demo player (signups per address are limited)
  await page.goto('/games?type=SLOT&title=Slot');
  await expect(page.getByRole('button', { name: 'Play Mahjong Ways' })).toBeVisible();
  await shot(page, 'games-list');
  await page.getByRole('tab', { name: 'JILI' }).click();
  await expect(page).toHaveURL(/system=JILI/);
  await expect(page.getByRole('button', { name: 'Play Mahjong Ways' })).toBeHidden();
  await page.getByLabel('Sort').selectOption('az');
  await expect(page.getByRole('button', { name: /^Play / }).first()).toHaveAccessibleName('Play Boxing King');
  await page.getByRole('button', { name: 'Add Money Coming to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Remove Money Coming from favourites' })).toBeVisible();
  await page.getByLabel('Sort').selectOption('favorite');
  await expect(page.getByRole('button', { name: /^Play / }).first()).toHaveAccessibleName('Play Money Coming');
  await page.getByLabel('Search games').fill('fortune');
  await expect(page.getByRole('button', { name: /^Play / })).toHaveCount(1);
});

test('the demo slot: ten spins, close, the balance and the Settled records agree', async ({ page, request }) => {
  await fundedPlayer(page, request, 200);
  const game = await open(page, SLOTS, 'Super Ace');
  await expect(game.getByLabel('Balance')).toHaveText('৳ 200.00');
  for (let i = 0; i < 10; i++) {
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('status')).toHaveText(/You won|No win this time/);
    await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  }
  await shot(page, 'game-slot');
  const balance = await balanceOf(request, page);
  await expect(game.getByLabel('Balance')).toHaveText(`৳ ${balance.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  await page.getByRole('button', { name: 'Close game' }).click();
  await expect(page).toHaveURL(/\/games\?type=SLOT&system=JILI&title=Slot$/);

  await page.goto('/betting-record');
  const group = page.getByRole('button', { name: 'JILI Slot' });
  await expect(group).toContainText('10 bets');
  await expect(group).toContainText('৳ 100.00');
  const pl = Math.round((balance - 200) * 100) / 100;
  await expect(group).toContainText(`৳ ${pl.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  await shot(page, 'betting-record');
  await group.click();
  await expect(page.getByRole('row')).toHaveCount(11);
  await expect(page.getByRole('cell', { name: 'Super Ace' }).first()).toBeVisible();
  await shot(page, 'betting-record-group');
  // each round can be checked: the verifier opens filled in with its seed's hash, client seed and nonce (the seed
  // is still in play, so not revealed: the reels are recomputed once it is)
  await page.getByRole('link', { name: 'Check round 10' }).click();
  await expect(page).toHaveURL(/\/fairness\?game=slot&server_seed_hash=[0-9a-f]{64}&client_seed=.+&nonce=10$/);
  await expect(page.getByLabel('Nonce')).toHaveValue('10');
  await expect(page.getByLabel('Server seed (revealed)')).toHaveValue('');
  // back: the records list its groups again
  await page.goBack();
  await expect(group).toBeVisible();

  // the filter: another platform has nothing today
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByLabel('Platform').selectOption('PG');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('No Data')).toBeVisible();
});

test('the crash game: bet, watch the multiplier rise, cash out', async ({ page, request }) => {
  await fundedPlayer(page, request);
  const game = await open(page, '/games?type=EGAME&system=SPRIBE&title=Crash', 'Aviator');
  await game.getByRole('button', { name: 'Bet' }).click();
  await expect(game.getByLabel('Balance')).toHaveText('৳ 90.00');
  await page.waitForTimeout(700);
  await shot(page, 'game-crash');
  const cash = game.getByRole('button', { name: 'Cash out' });
  // the flight is in the air once Cash out is enabled (on a busy machine the round's answer comes late), unless it
  // has crashed already: a click then, never a wait for a long flight to end on its own
  await expect
    .poll(async () => (await cash.isEnabled()) || /Crashed at/.test((await game.getByRole('status').textContent()) ?? ''), { timeout: 15_000 })
    .toBe(true);
  // the flight may crash between that look and the click (Cash out is then disabled for good): a click that waits a
  // moment, never the whole test, and the status says which came first
  if (await cash.isEnabled()) await cash.click({ timeout: 2_000 }).catch(() => undefined);
  await expect(game.getByRole('status')).toHaveText(/Cashed out at \d+\.\d\dx: you won|Crashed at \d+\.\d\dx/);
  const text = await game.getByRole('status').textContent();
  const balance = await balanceOf(request, page);
  const won = /you won ৳ ([\d.,]+)/.exec(text ?? '');
  expect(balance).toBeCloseTo(90 + (won ? Number(won[1].replace(/,/g, '')) : 0), 2);
  await expect(game.getByRole('button', { name: 'Bet' })).toBeEnabled();
});

test('the table and fishing games play; fairness reveals the seed', async ({ page, request }) => {
  await fundedPlayer(page, request);
  let game = await open(page, '/games?type=TABLE&system=KINGMAKER&title=Table', 'Sic Bo');
  // a new player's seed: the first round takes nonce 1, as the fairness line says before it is played
  await expect(game.locator('#seed')).toContainText('next round’s nonce 1');
  await game.getByRole('button', { name: 'Roll' }).click();
  await expect(game.getByRole('status')).toHaveText(/You won|No win this time/);
  await expect(game.locator('#seed')).toContainText('next round’s nonce 2');
  await shot(page, 'game-dice');
  const roll = await game.locator('#roll').textContent();
  // the round is in the game's history, with its nonce, its seed's hash and a check
  await game.getByText('Your rounds', { exact: true }).click();
  await expect(game.locator('#rounds li').first()).toContainText('nonce 1');
  await expect(game.getByRole('link', { name: 'Check round 1' })).toBeVisible();
  const hash = await game.locator('#seed-hash').textContent();
  await game.getByText('Provably fair', { exact: true }).click();
  await game.getByRole('button', { name: 'Reveal server seed and start a new one' }).click();
  await expect(game.getByText(/^Revealed server seed: [0-9a-f]{64}$/)).toBeVisible();
  // the round played used nonce 1: the link opens the site's verifier filled in with it
  const check = game.getByRole('link', { name: 'Check the last round of this seed (nonce 1)' });
  const href = (await check.getAttribute('href')) ?? '';
  expect(href).toContain('/fairness?game=dice');
  expect(href).toContain(`server_seed_hash=${hash}`);
  // the verifier needs no login: a guest's browser recomputes the round and checks the seed against its hash
  const guest = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 390, height: 844 } });
  await guest.goto(href);
  await expect(guest.getByRole('heading', { name: 'Check a round' })).toBeVisible();
  await expect(guest.getByText('It matches the hash shown before play: the seed was fixed before the round.', { exact: true })).toBeVisible();
  await expect(guest.getByText(`The roll is ${roll}.`)).toBeVisible();
  await guest.screenshot({ path: '../docs/screens/fairness.png' });
  // a seed that is not the one committed does not match
  await guest.getByLabel('Server seed (revealed)').fill('0'.repeat(64));
  await guest.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(guest.getByText('It does not match the hash shown before play.', { exact: true })).toBeVisible();
  await guest.close();
  // the history's check of a revealed round carries the seed too
  await expect(game.getByRole('link', { name: 'Check round 1' })).toHaveAttribute('href', /server_seed=[0-9a-f]{64}/);
  await page.getByRole('button', { name: 'Close game' }).click();
  game = await open(page, '/games?type=FH&system=JILI&title=Fishing', 'Royal Fishing');
  await game.getByRole('button', { name: /Shrimp/ }).click();
  await expect(game.getByRole('status')).toHaveText(/You won|No win this time/);
  await shot(page, 'game-fishing');
});

test('promotions: the category strip filters the cards and Details opens the promotion', async ({ page, request }) => {
  await fundedPlayer(page, request);
  await page.goto('/promotions');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  await shot(page, 'promotions');
  await page.getByRole('tab', { name: 'Welcome Offer' }).click();
  await expect(async () => expect(await cards.count()).toBeLessThan(all)).toPass();
  const first = cards.first();
  const name = (await first.getAttribute('aria-label')) ?? '';
  await first.getByRole('button', { name: /^Details of/ }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/\d{4}\/\d{2}\/\d{2} - \d{4}\/\d{2}\/\d{2}/)).toBeVisible();
  await page.waitForTimeout(500); // the sheet's slide-in, for the screenshot only
  await shot(page, 'promotions-details');
});

test('each tile opens a game of its kind (390x844): roulette, Andar Bahar, Dragon Tiger, a number draw, Plinko, the money wheel; the whole seed hash shown', async ({
  page,
  request,
}) => {
  // four games and the verifier: longer than one journey on a busy machine
  test.setTimeout(120_000);
  await fundedPlayer(page, request, 500);
  // roulette: two chips (red, and a straight on 17), a spin
  let game = await open(page, '/games?type=LIVE&system=EVOLUTION&title=Casino', 'Lightning Roulette');
  await expect(game.locator('#standin')).toContainText('A demo European roulette standing in for Lightning Roulette (EVOLUTION)');
  await expect(game.locator('#standin')).toContainText('RTP 97.30%');
  await expect(game.locator('#seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await game.getByRole('button', { name: 'Red', exact: true }).click();
  await game.getByRole('button', { name: '17, black' }).click();
  await expect(game.locator('#chips')).toContainText('red, straight:17');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByRole('status')).toHaveText(/You won|No win this time|Your stake back/);
  await expect(game.locator('#ball')).toHaveText(/^\d{1,2}$/);
  await shot(page, 'game-roulette');
  // reveal the seed and check the spin on the verifier: the same ball
  const ball = await game.locator('#ball').textContent();
  await game.getByText('Provably fair', { exact: true }).click();
  await game.getByRole('button', { name: 'Reveal server seed and start a new one' }).click();
  const href = (await game.getByRole('link', { name: /^Check the last round of this seed/ }).getAttribute('href')) ?? '';
  expect(href).toContain('game=roulette');
  const verifier = await page.context().newPage();
  await verifier.goto(href);
  await expect(verifier.getByText('It matches the hash shown before play: the seed was fixed before the round.', { exact: true })).toBeVisible();
  await expect(verifier.getByText(new RegExp(`^The ball lands on ${ball} \\((red|black|green)\\)\\.$`))).toBeVisible();
  await verifier.close();
  await page.getByRole('button', { name: 'Close game' }).click();
  // Andar Bahar
  game = await open(page, '/games?type=TABLE&system=JILI&title=Table', 'Andar Bahar');
  await expect(game.locator('#standin')).toContainText('A demo Andar Bahar standing in for Andar Bahar');
  await game.getByRole('button', { name: /^Andar/ }).click();
  await expect(game.getByRole('status')).toHaveText(/You won|No win this time/);
  await expect(game.locator('#felt')).toContainText(/(Andar|Bahar) wins/);
  await shot(page, 'game-andar-bahar');
  await page.getByRole('button', { name: 'Close game' }).click();
  // Dragon Tiger
  game = await open(page, '/games?type=LIVE&system=SEXYBCRT&title=Casino', 'Dragon Tiger');
  await game.getByRole('button', { name: /^Dragon/ }).click();
  await expect(game.getByRole('status')).toHaveText(/You won|No win this time|back of your stake/);
  await expect(game.locator('#felt')).toContainText(/Dragon wins|Tiger wins|Tie/);
  await shot(page, 'game-dragon-tiger');
  await page.getByRole('button', { name: 'Close game' }).click();
  // the number draw behind Keno: three numbers picked, ten drawn
  game = await open(page, '/games?type=LOTTO&system=LUCKY&title=Lottery', 'Keno');
  for (const n of ['7', '21', '33']) await game.getByRole('button', { name: n, exact: true }).click();
  await expect(game.getByRole('button', { name: '21', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(game.locator('#draw-pays')).toContainText('Picked 7, 21, 33');
  await game.getByRole('button', { name: 'Draw' }).click();
  await expect(game.getByRole('status')).toHaveText(/You won|No win this time/);
  await expect(game.locator('#draw-pays')).toContainText('Drawn: ');
  await shot(page, 'game-draw');
  await page.getByRole('button', { name: 'Close game' }).click();
  // Plinko: 16 rows, high risk; the path the api drew, then the same path on the verifier
  game = await open(page, '/games?type=EGAME&system=SPRIBE&title=Spribe', 'Plinko');
  await expect(game.locator('#standin')).toContainText('A demo Plinko board standing in for Plinko (SPRIBE)');
  await game.getByRole('combobox', { name: 'Rows' }).selectOption('16');
  await game.getByRole('combobox', { name: 'Risk' }).selectOption('high');
  const slots = game.getByRole('list', { name: 'Slots and what they pay' }).getByRole('listitem');
  await expect(slots).toHaveCount(17);
  await expect(slots.first()).toHaveAccessibleName('620x');
  await game.getByRole('button', { name: 'Drop the ball' }).click();
  await expect(game.getByRole('status')).toHaveText(/^Slot \d+: [\d.]+x · (You won|No win this time|৳ [\d.,]+ back of your stake)/);
  const path = ((await game.locator('#plinko-path').textContent()) ?? '').match(/went ([LR]{16}):/)?.[1] ?? '';
  expect(path).toHaveLength(16);
  await expect(game.locator('.plinko-slot.hit')).toHaveCount(1);
  await shot(page, 'game-plinko');
  await game.getByText('Provably fair', { exact: true }).click();
  await game.getByRole('button', { name: 'Reveal server seed and start a new one' }).click();
  const plinkoHref = (await game.getByRole('link', { name: /^Check the last round of this seed/ }).getAttribute('href')) ?? '';
  expect(plinkoHref).toContain('game=plinko');
  const check = await page.context().newPage();
  await check.goto(plinkoHref);
  await expect(check.getByText('It matches the hash shown before play: the seed was fixed before the round.', { exact: true })).toBeVisible();
  await expect(check.getByText(new RegExp(`^The ball goes ${path} \\(L left, R right\\)`))).toBeVisible();
  await check.close();
  await page.getByRole('button', { name: 'Close game' }).click();
  // the money wheel behind Crazy Time: a bet on 2 (pays 2 to 1, 15 of 54 segments), a spin
  game = await open(page, '/games?type=LIVE&system=EVOLUTION&title=Casino', 'Crazy Time');
  await expect(game.locator('#standin')).toContainText('A demo money wheel standing in for Crazy Time (EVOLUTION)');
  const two = game.getByRole('button', { name: '2 · pays 2 to 1 · 15 of 54' });
  await two.click();
  await expect(two).toHaveAttribute('aria-pressed', 'true');
  await game.getByRole('button', { name: 'Spin the wheel' }).click();
  await expect(game.getByRole('status')).toHaveText(/^(The wheel stopped on \d+|\d+ with \d+x) · (You won|No win this time)/);
  await expect(game.locator('#wheel')).toHaveText(/^((2x|7x) → )*\d+$/);
  await shot(page, 'game-wheel');
  await page.waitForTimeout(1800); // the wheel's turn, for the picture only
  await game.locator('.money-wheel').screenshot({ path: '../docs/screens/game-wheel-board.png' });
});

test('Teen Patti, Mines and Blackjack by their own rules (390x844): a Mines round taken up in a new game page, its mines checked on the verifier', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await fundedPlayer(page, request, 500);
  // Teen Patti: a chip on Player and one on Pair plus
  let game = await open(page, '/games?type=TABLE&system=JILI&title=Table', 'Teen Patti');
  await expect(game.locator('#standin')).toContainText('A demo Teen Patti table standing in for Teen Patti (JILI)');
  await expect(game.locator('#standin')).toContainText('player 97.50%, pair plus 97.68%');
  await game.getByRole('button', { name: 'Player + Pair plus' }).click();
  await expect(game.getByRole('status')).toHaveText(
    /^You: [a-z ]+ · Dealer: [a-z ]+ · (Your hand wins|The dealer wins|Equal hands: your Player stake back) · (You won|No win this time|Your stake back|৳ [\d.,]+ back of your stake)/,
  );
  await expect(game.locator('#felt .card')).toHaveCount(6);
  await shot(page, 'game-teen-patti');
  await page.getByRole('button', { name: 'Close game' }).click();

  // Mines: three mines; tiles until one is safe (a mine ends the round: bet again)
  game = await open(page, '/games?type=EGAME&system=SPRIBE&title=Spribe', 'Mines');
  await expect(game.locator('#standin')).toContainText('A demo Mines grid standing in for Mines (SPRIBE)');
  const info = game.locator('#mines-info');
  for (let tries = 0; ; tries++) {
    expect(tries).toBeLessThan(10);
    await game.getByRole('combobox', { name: 'Mines' }).selectOption('3');
    await game.getByRole('button', { name: 'Bet', exact: true }).click();
    await expect(info).toHaveText('The mines are placed before your first tap; pick a tile.');
    await expect(game.getByRole('button', { name: 'Bet', exact: true })).toBeDisabled();
    await expect(game.getByRole('button', { name: 'Cash out' })).toBeDisabled();
    await game.getByRole('button', { name: 'Tile 13', exact: true }).click();
    await expect(info).toHaveText(/^(Safe tiles: 1 · 1\.1022x now · next tile 1\.2597x|You hit a mine)$/);
    if ((await info.textContent())?.startsWith('Safe')) break;
    await expect(game.locator('.tile.mine')).toHaveCount(3);
  }
  await expect(game.getByRole('button', { name: 'Tile 13 · safe' })).toBeDisabled();
  await shot(page, 'game-mines');
  await axeClean(page, 'mines');
  // the cash-out and the last row of tiles: nothing over them (the site's bottom bar)
  await uncovered(game.getByRole('button', { name: /^Cash out/ }));
  await uncovered(game.getByRole('button', { name: 'Tile 25', exact: true }));
  // a new game page (the round stays in the api): it takes the round up where it was
  await page.getByRole('button', { name: 'Close game' }).click();
  game = await open(page, '/games?type=EGAME&system=SPRIBE&title=Spribe', 'Mines');
  await expect(game.locator('#mines-info')).toHaveText('Safe tiles: 1 · 1.1022x now · next tile 1.2597x');
  await game.getByRole('button', { name: 'Cash out ৳ 11.02' }).click();
  await expect(game.getByRole('status')).toHaveText('Safe tiles: 1 · 1.1022x · You won ৳ 11.02');
  await expect(game.locator('.tile.mine')).toHaveCount(3);
  const mines = (await game.locator('.tile.mine').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-tile')) + 1))).sort((a, b) => a - b);
  // the verifier: the same three mines first in the drawn order
  await game.getByText('Provably fair', { exact: true }).click();
  await game.getByRole('button', { name: 'Reveal server seed and start a new one' }).click();
  const minesHref = (await game.getByRole('link', { name: /^Check the last round of this seed/ }).getAttribute('href')) ?? '';
  expect(minesHref).toContain('game=mines');
  const verifier = await page.context().newPage();
  await verifier.goto(minesHref);
  await expect(verifier.getByText('It matches the hash shown before play: the seed was fixed before the round.', { exact: true })).toBeVisible();
  const order = ((await verifier.getByText(/^The tiles in the order drawn: /).textContent()) ?? '').match(/drawn: ([\d, ]+)\./)?.[1] ?? '';
  expect(
    order
      .split(', ')
      .slice(0, 3)
      .map(Number)
      .sort((a, b) => a - b),
  ).toEqual(mines);
  await verifier.close();
  await page.getByRole('button', { name: 'Close game' }).click();

  // Blackjack: deal, then stand on every hand until the round is over
  game = await open(page, '/games?type=TABLE&system=KINGMAKER&title=Table', 'Blackjack');
  await expect(game.locator('#standin')).toContainText('A demo Blackjack table standing in for Blackjack (KINGMAKER)');
  await game.getByRole('button', { name: 'Deal' }).click();
  const stand = game.getByRole('button', { name: 'Stand' });
  const over = async () => /^You \d+ · dealer \d+ · /.test((await game.getByRole('status').textContent()) ?? '');
  for (let i = 0; i < 3; i++) {
    // the answer: a hand to play, or the round already over (a blackjack)
    await expect.poll(async () => (await stand.isEnabled()) || (await over())).toBe(true);
    if (await over()) break;
    // while the hand is in play only the dealer's up card shows
    await expect(game.locator('#felt .hand').first().locator('.card')).toHaveCount(1);
    await stand.click();
  }
  await expect(game.getByRole('status')).toHaveText(/^You [\d /]+ · dealer \d+ · (You won|No win this time|Your stake back)/);
  await expect(game.getByRole('button', { name: 'Deal' })).toBeEnabled();
  await expect(stand).toBeDisabled();
  await shot(page, 'game-blackjack');
  await axeClean(page, 'blackjack');
});

test('in Bangla (390x844) the game speaks Bangla: roulette by keyboard, its result and the fairness words', async ({ page, request }) => {
  await fundedPlayer(page, request);
  // the site in Bangla (kept in this browser)
  await page.evaluate(() => localStorage.setItem('lang', 'bn'));
  await page.goto('/games?type=LIVE&system=EVOLUTION&title=Casino');
  await page.locator('button.game-open').filter({ hasText: 'Lightning Roulette' }).click();
  const game = page.frameLocator('iframe');
  await expect(game.locator('html')).toHaveAttribute('lang', 'bn-BD');
  await expect(game.locator('#standin')).toContainText('Lightning Roulette (EVOLUTION)-এর বদলে আমাদের ডেমো ইউরোপিয়ান রুলেট');
  // by keyboard: focus Red, press Enter, then Spin
  await game.getByRole('button', { name: 'লাল', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(game.locator('#chips')).toContainText('red');
  await game.getByRole('button', { name: 'স্পিন' }).focus();
  await page.keyboard.press('Enter');
  await expect(game.getByRole('status')).toHaveText(/বল থেমেছে \d+ (লাল|কালো|সবুজ)-এ · (আপনি জিতেছেন|এবার জেতা হলো না)/);
  await expect(game.getByText('প্রমাণযোগ্যভাবে ন্যায্য', { exact: true })).toBeVisible();
  await shot(page, 'game-roulette-bn');
});

test.describe('a phone held sideways (844x390)', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });
  test('Mines, Blackjack, Teen Patti and the notifications card: the primary buttons are there to tap, nothing over them; axe', async ({ page, request }) => {
    test.setTimeout(120_000);
    await fundedPlayer(page, request, 200);
    let game = await open(page, '/games?type=EGAME&system=SPRIBE&title=Spribe', 'Mines');
    for (const name of ['Bet', 'Tile 1', 'Tile 25']) await uncovered(game.getByRole('button', { name, exact: true }));
    await uncovered(game.getByRole('button', { name: 'Cash out' }));
    await axeClean(page, 'mines sideways');
    await page.screenshot({ path: '../docs/screens/game-mines-landscape.png' });
    await page.getByRole('button', { name: 'Close game' }).click();
    game = await open(page, '/games?type=TABLE&system=KINGMAKER&title=Table', 'Blackjack');
    for (const name of ['Hit', 'Stand', 'Double', 'Split', 'Deal']) await uncovered(game.getByRole('button', { name, exact: true }));
    await axeClean(page, 'blackjack sideways');
    await page.getByRole('button', { name: 'Close game' }).click();
    game = await open(page, '/games?type=TABLE&system=JILI&title=Table', 'Teen Patti');
    for (const name of [/^Player · /, /^Pair plus$/, /^Player \+ Pair plus$/]) await uncovered(game.getByRole('button', { name }));
    await axeClean(page, 'teen patti sideways');
    // the profile's notifications card
    await page.getByRole('button', { name: 'Close game' }).click();
    await page.goto('/profile');
    const card = page.getByLabel('Notifications', { exact: true });
    await uncovered(card.getByRole('checkbox', { name: 'Support replies' }));
    await uncovered(card.getByRole('button', { name: 'Turn on' }));
    await axeClean(page, 'notifications sideways', '[aria-label="Notifications"]');
  });
});
