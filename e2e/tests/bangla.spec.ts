// Every route in Bangla, as a guest and as a logged-in player: no English word outside names. A name (the brand, a
// team, a game, a provider, a player's username) is marked translate="no" where it is shown; a few words are the
// same in both languages (bKash, UPAY, TRX, BDT) and are allowed by name.
import { expect, test, type Page } from '@playwright/test';
import routes from '../../shared/src/routes.json' with { type: 'json' };
import { DEMO, loginUi } from './helpers';

/** Words that stay as they are in Bangla: wallet and currency names, units the players know in English. */
const ALLOWED =
  /^(bKash|UPAY|Nagad|Rocket|TRX|BDT|INR|PKR|GMT|BetBazar|VIP|VP|OTP|SMS|QR|P2P|ID|FAQ|PNG|JPEG|WebP|GIF|px|km|x|vs|v|N\/A|USDT|Apple|Android|iOS)$/;

/** The visible English words of the page that are not inside translate="no". */
async function englishWords(page: Page): Promise<string[]> {
  return page.evaluate((allowed) => {
    const re = new RegExp(allowed);
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest('[translate="no"], script, style, noscript, [hidden], [aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || !el.getClientRects().length) continue;
      for (const w of (n.textContent ?? '').match(/[A-Za-z][A-Za-z'’.-]*/g) ?? []) {
        const word = w.replace(/[.'’-]+$/, '');
        if (!re.test(word)) out.push(word);
      }
    }
    // names given to controls (aria-label, placeholder, title, alt) are read out too
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (el.closest('[translate="no"]')) continue;
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
        for (const w of (el.getAttribute(attr) ?? '').match(/[A-Za-z][A-Za-z'’.-]*/g) ?? []) {
          const word = w.replace(/[.'’-]+$/, '');
          if (!re.test(word)) out.push(`${attr}:${word}`);
        }
      }
    }
    return out;
  }, ALLOWED.source);
}

async function walk(page: Page, paths: string[]) {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const words = await englishWords(page);
    if (words.length) found[path] = [...new Set(words)];
  }
  return found;
}

const paths = (login: boolean) => routes.filter((r) => r.login === login || !r.login).map((r) => r.sample ?? r.path);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'bn'));
});

test('every public route in Bangla shows no English word outside names', async ({ page }) => {
  test.setTimeout(120_000);
  const found = await walk(
    page,
    paths(false).filter((p) => !routes.find((r) => (r.sample ?? r.path) === p)?.login),
  );
  expect(await page.locator('html').getAttribute('lang')).toBe('bn-BD');
  expect(found).toEqual({});
});

test('every route of a logged-in player in Bangla shows no English word outside names', async ({ page }) => {
  test.setTimeout(180_000);
  await loginUi(page, DEMO.username, DEMO.password);
  const found = await walk(page, paths(true));
  expect(found).toEqual({});
});
