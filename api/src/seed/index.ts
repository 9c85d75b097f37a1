// Demo data, seeded on every start and idempotent: a table is filled only while it is empty,
// the demo player only when missing.
import { dayOf, dhaka } from '@bet/shared/time';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { games, gameTypes, paymentMethods, players, promotions, providers, settings, sliders, walletNumbers } from '../db/schema/index.js';
import { storageDir } from '../app.js';
import { hashPassword, referralCode } from '../lib/crypto.js';
import { DEFAULT_GENERAL } from '../modules/content/service.js';
import { badgeSvg, portraitSvg, bannerSvg, ensureImage, loaderSvg, logoSvg, tileSvg } from './images.js';

export const DEMO_PLAYER = { username: 'demoplayer1', password: 'demopass123', phone: '01712345678', email: 'demo@example.com' };
const SITE = 'BetBazar';

const img = (rel: string, svg: string) => ensureImage(storageDir, rel, svg);

async function isEmpty(
  db: Db,
  table: typeof sliders | typeof paymentMethods | typeof promotions | typeof gameTypes | typeof providers | typeof games | typeof walletNumbers,
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row.n) === 0;
}

export const GAME_TYPES = [
  { type: 'LIVE', name: 'Casino' },
  { type: 'SLOT', name: 'Slot' },
  { type: 'TABLE', name: 'Table' },
  { type: 'BINGO', name: 'Poker' },
  { type: 'EGAME', name: 'Crash' },
  { type: 'FH', name: 'Fishing' },
  { type: 'LOTTO', name: 'Lottery' },
  { type: 'ARCADE', name: 'Arcade' },
];

const PROVIDERS: { platform: string; name: string; colors: [string, string]; types: Record<string, string[]> }[] = [
  {
    platform: 'JILI',
    name: 'JILI',
    colors: ['#ff7a18', '#af002d'],
    types: {
      SLOT: ['Super Ace', 'Golden Empire', 'Fortune Gems', 'Money Coming', 'Boxing King', 'Crazy777'],
      FH: ['Royal Fishing', 'Bombing Fishing', 'Jackpot Fishing'],
      TABLE: ['Teen Patti', 'Andar Bahar'],
      ARCADE: ['Plinko', 'Mines'],
    },
  },
  {
    platform: 'PG',
    name: 'PG Soft',
    colors: ['#00c6ff', '#0072ff'],
    types: { SLOT: ['Mahjong Ways', 'Lucky Neko', 'Treasures of Aztec', 'Wild Bandito', 'Fortune Ox', 'Ganesha Gold'] },
  },
  {
    platform: 'JDB',
    name: 'JDB',
    colors: ['#f7971e', '#ffd200'],
    types: { SLOT: ['Lucky Seven', 'Fortune Treasure', 'Dragon Soar', 'Kong'], FH: ['Dragon Fishing', 'Fishing Yilufa'] },
  },
  {
    platform: 'EVOLUTION',
    name: 'Evolution',
    colors: ['#1d976c', '#0b3d2e'],
    types: { LIVE: ['Lightning Roulette', 'Crazy Time', 'Speed Baccarat', 'Dream Catcher', 'Monopoly Live', 'Blackjack VIP'] },
  },
  { platform: 'SEXYBCRT', name: 'AE Sexy', colors: ['#ee0979', '#ff6a00'], types: { LIVE: ['Baccarat Classic', 'Dragon Tiger', 'Roulette', 'Sic Bo'] } },
  {
    platform: 'KINGMAKER',
    name: 'Kingmaker',
    colors: ['#8e2de2', '#4a00e0'],
    types: { TABLE: ['Blackjack', 'Sic Bo', 'Thai Hi Lo', 'Card Matka'], BINGO: ['Jhandi Munda', 'Bola Golek', 'Poker Roulette'] },
  },
  { platform: 'SPRIBE', name: 'Spribe', colors: ['#e53935', '#6d0b0b'], types: { EGAME: ['Aviator', 'Mines', 'Goal', 'Dice', 'Plinko', 'Hi Lo'] } },
  { platform: 'FC', name: 'Fa Chai', colors: ['#11998e', '#38ef7d'], types: { FH: ['Fiery Crab', 'Star Hunter'], SLOT: ['Night Market', 'Chinese New Year'] } },
  { platform: 'LUCKY', name: 'Lucky Lotto', colors: ['#fc466b', '#3f5efb'], types: { LOTTO: ['Bangla Lotto', 'Keno', 'Fast Lotto', 'Lucky 5'] } },
];

/** `demoPlayer`: also the demo player (DEMO_PLAYER=1: npm start and the tests; never by default). */
export async function seed(db: Db, opts: { demoPlayer?: boolean } = {}): Promise<void> {
  const logo = img('logo/logo.svg', logoSvg(SITE));
  const loader = img('logo/loader.svg', loaderSvg());
  await db
    .insert(settings)
    .values([
      {
        key: 'general',
        value: {
          ...DEFAULT_GENERAL,
          site_title: SITE,
          system_notice: `<p>Welcome to <b>${SITE}</b>! Deposits by bKash, Nagad and UPAY are credited within minutes. Play responsibly.</p>`,
          notice: [
            {
              id: 1,
              text: `Welcome to ${SITE}: the home of cricket exchange, live casino and slots in Bangladesh.`,
              bn: { text: `${SITE}-এ স্বাগতম: বাংলাদেশে ক্রিকেট এক্সচেঞ্জ, লাইভ ক্যাসিনো আর স্লটের ঠিকানা।` },
            },
            {
              id: 2,
              text: 'Get a 100% first deposit bonus up to ৳ 7,777. Terms apply.',
              bn: { text: 'প্রথম ডিপোজিটে ৳ ৭,৭৭৭ পর্যন্ত ১০০% বোনাস নিন। শর্ত প্রযোজ্য।' },
            },
            {
              id: 3,
              text: 'Withdrawals are processed 24/7 to your bKash, Nagad or UPAY wallet.',
              bn: { text: 'আপনার bKash, Nagad বা UPAY ওয়ালেটে ২৪/৭ উত্তোলন দেওয়া হয়।' },
            },
          ],
          bn: {
            system_notice: `<p><b>${SITE}</b>-এ স্বাগতম! bKash, Nagad ও UPAY-এর ডিপোজিট কয়েক মিনিটের মধ্যে যোগ হয়। দায়িত্ব নিয়ে খেলুন।</p>`,
          },
          // no external chat widget: Help and the chat button open the site's own support chat (the WhatsApp
          // number stays in the Contact Us links)
        },
      },
      { key: 'logo', value: { logo, mobile_logo: logo, loader_logo: loader, favicon: logo } },
      { key: 'social', value: { whatsapp: 'https://wa.me/8801700000000', facebook: 'https://facebook.com/betbazar', telegram: 'https://t.me/betbazar' } },
    ])
    .onConflictDoNothing();

  if (await isEmpty(db, sliders)) {
    const main = [
      ['Welcome Bonus 100%', 'Double your first deposit up to 7,777 BDT', '#1e3c72', '#2a5298', '100%'],
      ['Cricket Exchange', 'Back and lay every ball of every match', '#134e5e', '#71b280', 'LIVE'],
      ['Aviator Crash', 'Cash out before the plane flies away', '#42275a', '#734b6d', 'x100'],
    ] as const;
    const fav = [
      ['Exchange', 'CRICKET', '#0f2027', '#2c5364'],
      ['Live Casino', 'EVOLUTION', '#1d976c', '#0b3d2e'],
      ['Aviator', 'SPRIBE', '#e53935', '#6d0b0b'],
    ] as const;
    // the banners' names in Bangla (their alt text); a game's name stays as it is
    const MAIN_BN = ['১০০% স্বাগতম বোনাস', 'ক্রিকেট এক্সচেঞ্জ', 'ক্র্যাশ গেম'];
    const FAV_BN = ['এক্সচেঞ্জ', 'লাইভ ক্যাসিনো', 'Aviator'];
    const feat = [
      ['Super Ace', 'JILI', 'SLOT'],
      ['Mahjong Ways', 'PG', 'SLOT'],
      ['Crazy Time', 'EVOLUTION', 'LIVE'],
      ['Aviator', 'SPRIBE', 'EGAME'],
      ['Royal Fishing', 'JILI', 'FH'],
      ['Teen Patti', 'JILI', 'TABLE'],
    ] as const;
    await db.insert(sliders).values([
      ...main.map(([t, s, a, b, badge], i) => ({
        name: t,
        bn: { name: MAIN_BN[i] },
        link: i === 0 ? '/promotions' : i === 1 ? '/exchange' : '/games?type=EGAME&system=SPRIBE&title=Spribe',
        thumbnail: img(`sliders/main-${i + 1}.svg`, bannerSvg(t, s, a, b, badge)),
        sliderType: 'Main',
        sort: i,
      })),
      ...fav.map(([t, s, a, b], i) => ({
        name: t,
        bn: { name: FAV_BN[i] },
        link: i === 0 ? '/exchange' : `/games?system=${s}`,
        thumbnail: img(`sliders/fav-${i + 1}.svg`, tileSvg(t, s, a, b)),
        sliderType: 'Favourite',
        sort: i,
      })),
      ...feat.map(([t, p, type], i) => {
        const prov = PROVIDERS.find((x) => x.platform === p)!;
        return {
          name: t,
          link: `${p}-${type}`,
          thumbnail: img(`sliders/feature-${i + 1}.svg`, tileSvg(t, prov.name, prov.colors[0], prov.colors[1])),
          sliderType: 'Features',
          sort: i,
        };
      }),
    ]);
  }

  // the footer's sponsors and ambassadors, and the header's sponsor badge
  img('sponsors/header.svg', badgeSvg('BPL 2026', '#0b6e4f', '#ffd400'));
  img('sponsors/bpl.svg', badgeSvg('BPL 2026', '#0b6e4f', '#ffd400'));
  img('sponsors/dhaka-kings.svg', badgeSvg('Dhaka Kings', '#1f3c88'));
  img('sponsors/sylhet-strikers.svg', badgeSvg('Sylhet Strikers', '#c62828'));
  img('ambassadors/ambassador-1.svg', portraitSvg('R. Hasan', 'Cricket ambassador', '#1d976c', '#0b3d2e'));
  img('ambassadors/ambassador-2.svg', portraitSvg('S. Akter', 'Casino ambassador', '#8e2de2', '#4a00e0'));

  if (await isEmpty(db, paymentMethods)) {
    const pay = {
      bKash: img('payments/bkash.svg', badgeSvg('bKash', '#e2136e')),
      Nagad: img('payments/nagad.svg', badgeSvg('Nagad', '#f6921e')),
      UPAY: img('payments/upay.svg', badgeSvg('UPAY', '#0a4aa1', '#ffd400')),
      Rocket: img('payments/rocket.svg', badgeSvg('Rocket', '#8c3494')),
    };
    for (const extra of [
      ['okwallet', 'OKWallet', '#d71f26'],
      ['surecash', 'SureCash', '#00a0e3'],
      ['tappay', 'tapPay', '#2f3192'],
      ['usdt', 'USDT', '#26a17b'],
      ['btc', 'BTC', '#f7931a'],
      ['bank', 'Bank', '#37474f'],
    ] as const) {
      img(`payments/${extra[0]}.svg`, badgeSvg(extra[1], extra[2]));
    }
    await db.insert(paymentMethods).values([
      { name: 'bKash Agent', provider: 'bKash', icon: pay.bKash, accountType: 'Agent' },
      { name: 'bKash Personal', provider: 'bKash', icon: pay.bKash, accountType: 'Personal' },
      { name: 'Nagad Agent', provider: 'Nagad', icon: pay.Nagad, accountType: 'Agent' },
      { name: 'Nagad Merchant', provider: 'Nagad', icon: pay.Nagad, accountType: 'Merchant' },
      { name: 'UPAY Agent', provider: 'UPAY', icon: pay.UPAY, accountType: 'Agent' },
      { name: 'Rocket Personal', provider: 'Rocket', icon: pay.Rocket, accountType: 'Personal' },
    ]);
  }

  if (await isEmpty(db, walletNumbers)) {
    await db.insert(walletNumbers).values([
      { provider: 'bKash', accountType: 'Agent', accountNumber: '01711000001' },
      { provider: 'bKash', accountType: 'Personal', accountNumber: '01811000002' },
      { provider: 'Nagad', accountType: 'Agent', accountNumber: '01911000003' },
      { provider: 'Nagad', accountType: 'Merchant', accountNumber: '01611000004' },
      { provider: 'UPAY', accountType: 'Agent', accountNumber: '01511000005' },
      { provider: 'Rocket', accountType: 'Personal', accountNumber: '01311000006' },
    ]);
  }

  if (await isEmpty(db, promotions)) {
    const promo = (i: number, t: string, s: string, a: string, b: string, badge: string) => img(`promotions/promo-${i}.svg`, bannerSvg(t, s, a, b, badge));
    // dates relative to the day the database is created, so the demo never shows only expired offers
    const day = (offset: number) => dayOf(dhaka().add(offset, 'day'));
    const startDate = day(-30);
    const endDate = day(335);
    await db.insert(promotions).values([
      {
        name: '7,777 Sports Bonus',
        desc: 'Get a 100% bonus on your first sports deposit, up to 7,777 BDT. Roll the deposit and bonus 10 times on the exchange to withdraw.',
        thumbnail: promo(1, '7,777 Sports Bonus', 'First sports deposit doubled', '#134e5e', '#71b280', '100%'),
        startDate,
        endDate,
        depositBonusPercent: 100,
        turnoverMultiplier: 10,
        category: 4,
        tag: 'Sports',
        bn: {
          name: '৭,৭৭৭ স্পোর্টস বোনাস',
          desc: 'প্রথম স্পোর্টস ডিপোজিটে ৭,৭৭৭ টাকা পর্যন্ত ১০০% বোনাস নিন। উত্তোলনের জন্য ডিপোজিট ও বোনাস এক্সচেঞ্জে ১০ বার খেলুন।',
          tag: 'স্পোর্টস',
        },
      },
      {
        name: '100% Bonus + Extra Free Spins',
        desc: 'Double your first slot deposit and get 50 free spins on Super Ace. Turnover 15 times deposit plus bonus.',
        thumbnail: promo(2, '100% Bonus + Free Spins', 'Double your first slot deposit', '#42275a', '#734b6d', '+50'),
        startDate,
        endDate,
        depositBonusPercent: 100,
        turnoverMultiplier: 15,
        category: 1,
        tag: 'Slots',
        bn: {
          name: '১০০% বোনাস + অতিরিক্ত ফ্রি স্পিন',
          desc: 'প্রথম স্লট ডিপোজিট দ্বিগুণ করুন আর Super Ace-এ ৫০টি ফ্রি স্পিন নিন। টার্নওভার ডিপোজিট ও বোনাসের ১৫ গুণ।',
          tag: 'স্লট',
        },
      },
      {
        name: 'Live Casino Reload 20%',
        desc: 'Every day, a 20% reload bonus on your live casino deposits up to 5,000 BDT. Turnover 8 times.',
        thumbnail: promo(3, 'Live Casino Reload 20%', 'Every day on Evolution and AE Sexy', '#1d976c', '#0b3d2e', '20%'),
        startDate,
        endDate,
        depositBonusPercent: 20,
        turnoverMultiplier: 8,
        category: 2,
        tag: 'Casino',
        bn: {
          name: 'লাইভ ক্যাসিনো রিলোড ২০%',
          desc: 'প্রতিদিন লাইভ ক্যাসিনো ডিপোজিটে ৫,০০০ টাকা পর্যন্ত ২০% রিলোড বোনাস। টার্নওভার ৮ গুণ।',
          tag: 'ক্যাসিনো',
        },
      },
      {
        name: 'Welcome Offer 50%',
        desc: 'New players get a 50% welcome bonus on their first deposit of at least 500 BDT. Turnover 5 times.',
        thumbnail: promo(4, 'Welcome Offer 50%', 'For every new player', '#1e3c72', '#2a5298', '50%'),
        startDate,
        endDate,
        depositBonusPercent: 50,
        turnoverMultiplier: 5,
        category: 99,
        tag: 'Welcome Offer',
        bn: {
          name: 'স্বাগতম অফার ৫০%',
          desc: 'নতুন খেলোয়াড়রা কমপক্ষে ৫০০ টাকার প্রথম ডিপোজিটে ৫০% স্বাগতম বোনাস পান। টার্নওভার ৫ গুণ।',
          tag: 'স্বাগতম অফার',
        },
      },
    ]);
  }

  if (await isEmpty(db, gameTypes)) {
    await db.insert(gameTypes).values(GAME_TYPES.map((t, i) => ({ ...t, sort: i })));
  }
  if (await isEmpty(db, providers)) {
    await db
      .insert(providers)
      .values(
        PROVIDERS.map((p) => ({ platform: p.platform, name: p.name, logo: img(`providers/${p.platform.toLowerCase()}.svg`, badgeSvg(p.name, p.colors[1])) })),
      );
  }
  if (await isEmpty(db, games)) {
    const rows = PROVIDERS.flatMap((p) =>
      Object.entries(p.types).flatMap(([type, names]) =>
        names.map((name, i) => {
          const code = `${p.platform}-${type}-${name.replace(/[^A-Za-z0-9]/g, '').toUpperCase()}`;
          return {
            code,
            name,
            type,
            platform: p.platform,
            icon: img(`games/${code.toLowerCase()}.svg`, tileSvg(name, p.name, p.colors[0], p.colors[1])),
            sort: i,
          };
        }),
      ),
    );
    await db.insert(games).values(rows).onConflictDoNothing();
  }

  if (!opts.demoPlayer) return;
  const [demo] = await db.select({ id: players.id }).from(players).where(eq(players.usernameLower, DEMO_PLAYER.username));
  if (!demo) {
    await db
      .insert(players)
      .values({
        remoteId: 'demo0000000000000001',
        username: DEMO_PLAYER.username,
        usernameLower: DEMO_PLAYER.username,
        passwordHash: await hashPassword(DEMO_PLAYER.password),
        name: 'Demo Player',
        phone: DEMO_PLAYER.phone,
        email: DEMO_PLAYER.email,
        currency: 'BDT',
        phoneVerified: true,
        referralCode: referralCode(),
      })
      .onConflictDoNothing();
  }
}
