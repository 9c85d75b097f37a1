// The demo game page's script (served as /demo-games/play.js; plain browser JavaScript, no build step).
// It talks to the api with the launch token from its own address, never the player's bearer token, and tells
// the site frame (only a site origin the server named) that the balance changed.
(function () {
  'use strict';
  var root = document.getElementById('game');
  var token = new URLSearchParams(location.search).get('token') || '';
  var parentOrigin = root.getAttribute('data-parent') || '';
  var state = { session: null, busy: false, flight: null };
  // the site's language (the game frame's address names it): English, or Bangla from the table below; a name
  // (a game, a provider, a card, a number) stays as it is
  var lang = new URLSearchParams(location.search).get('lang') === 'bn' ? 'bn' : 'en';
  if (lang === 'bn') document.documentElement.lang = 'bn-BD';
  var BN = {
    Copy: 'কপি',
    'Copy the server seed hash': 'সার্ভার সিডের হ্যাশ কপি করুন',
    'Server seed hash copied.': 'সার্ভার সিডের হ্যাশ কপি হয়েছে।',
    'Select and copy the hash.': 'হ্যাশটি বেছে নিয়ে কপি করুন।',
    'Server seed hash (SHA-256), committed before you play:': 'সার্ভার সিডের হ্যাশ (SHA-256), খেলার আগেই ঠিক করা:',
    Reels: 'রিল',
    'You won {amount}': 'আপনি জিতেছেন {amount}',
    'No win this time': 'এবার জেতা হলো না',
    Bet: 'বেট',
    'Cash out': 'ক্যাশ আউট',
    'Crashed at {x}x': '{x}x-এ ক্র্যাশ করেছে',
    'Cashed out at {x}x: you won {amount}': '{x}x-এ ক্যাশ আউট: আপনি জিতেছেন {amount}',
    'Roll under': 'এর নিচে রোল',
    'Roll under {u} · pays {x}x · chance {u}%': '{u}-এর নিচে রোল · পাবেন {x}x · সম্ভাবনা {u}%',
    Roll: 'রোল',
    'Aim at a target': 'একটি লক্ষ্য বেছে নিন',
    '{name} caught!': '{name} ধরা পড়েছে!',
    'It got away': 'পালিয়ে গেছে',
    'Inside bet': 'ভেতরের বেট',
    'Straight (35 to 1)': 'একটি নম্বর (৩৫ গুণ)',
    'Split with the number to the right (17 to 1)': 'ডানের নম্বরের সাথে স্প্লিট (১৭ গুণ)',
    'Split with the number below (17 to 1)': 'নিচের নম্বরের সাথে স্প্লিট (১৭ গুণ)',
    'Street: its row of three (11 to 1)': 'স্ট্রিট: তিন নম্বরের সারি (১১ গুণ)',
    'Corner: it, right, below, below right (8 to 1)': 'কর্নার: এটি, ডানে, নিচে, নিচে ডানে (৮ গুণ)',
    'Six line: its row and the next (5 to 1)': 'সিক্স লাইন: এই সারি আর পরেরটি (৫ গুণ)',
    'No bets yet: tap the table.': 'এখনও বেট নেই: টেবিলে ট্যাপ করুন।',
    'Your bets ({n} chips of {amount}):': 'আপনার বেট ({amount}-এর {n}টি চিপ):',
    'That bet is not on the table from this number.': 'এই নম্বর থেকে এমন বেট টেবিলে নেই।',
    'At most 20 chips a spin.': 'এক স্পিনে সর্বোচ্চ ২০টি চিপ।',
    Spin: 'স্পিন',
    'Place a bet on the table first.': 'আগে টেবিলে একটি বেট রাখুন।',
    'The ball landed on {n} {colour}': 'বল থেমেছে {n} {colour}-এ',
    red: 'লাল',
    black: 'কালো',
    green: 'সবুজ',
    'Clear bets': 'বেট মুছুন',
    'Roulette table': 'রুলেট টেবিল',
    'Bet on the side that gets the joker’s rank first.': 'যে দিক আগে জোকারের র‍্যাঙ্ক পাবে সেদিকে বেট করুন।',
    Andar: 'আন্দার',
    Bahar: 'বাহার',
    Joker: 'জোকার',
    'Andar wins': 'আন্দার জিতেছে',
    'Bahar wins': 'বাহার জিতেছে',
    'One card each: the higher wins (ace is low).': 'প্রত্যেকে একটি কার্ড: বড়টি জেতে (টেক্কা সবচেয়ে ছোট)।',
    Dragon: 'ড্রাগন',
    Tiger: 'টাইগার',
    Tie: 'টাই',
    'Dragon wins': 'ড্রাগন জিতেছে',
    'Tiger wins': 'টাইগার জিতেছে',
    'A tie gives half of a Dragon or Tiger bet back.': 'টাই হলে ড্রাগন বা টাইগারের বেটের অর্ধেক ফেরত।',
    'Picked {numbers}. Pays by numbers drawn:': 'বেছেছেন {numbers}। কতগুলো ড্র হলো সেই অনুযায়ী পাবেন:',
    'Pick 1 to 5 numbers; {drawn} of {numbers} are drawn.': '১ থেকে ৫টি নম্বর বাছুন; {numbers}টির মধ্যে {drawn}টি ড্র হয়।',
    'At most 5 numbers.': 'সর্বোচ্চ ৫টি নম্বর।',
    Draw: 'ড্র',
    'Pick at least one number.': 'অন্তত একটি নম্বর বাছুন।',
    'Drawn: {drawn} · your hits: {hits}': 'ড্র হয়েছে: {drawn} · আপনার মিল: {hits}',
    none: 'নেই',
    '{n} of your numbers drawn': 'আপনার {n}টি নম্বর ড্র হয়েছে',
    'Plinko board': 'প্লিংকো বোর্ড',
    'money wheel': 'মানি হুইল',
    '{n} · pays {n} to 1 · {c} of 54': '{n} · {n} গুণ পেআউট · ৫৪-র মধ্যে {c}টি',
    'Spin the wheel': 'চাকা ঘোরান',
    '{landed} with {m}x': '{landed}, সাথে {m}x',
    'The wheel stopped on {landed}': 'চাকা থেমেছে {landed}-এ',
    'Your number': 'আপনার নম্বর',
    '2x and 7x spin again and multiply the pay (2x then 7x: 14x).': '2x আর 7x আবার ঘোরায় আর পেআউট গুণ করে (2x তারপর 7x: 14x)।',
    'Each slot pays its number times the stake.': 'প্রতিটি ঘর তার সংখ্যার গুণ স্টেক দেয়।',
    '{amount} back of your stake': 'স্টেকের {amount} ফেরত',
    'Your stake back: {amount}': 'আপনার স্টেক ফেরত: {amount}',
    Rows: 'সারি',
    Risk: 'ঝুঁকি',
    '{n} rows': '{n} সারি',
    'Low risk': 'কম ঝুঁকি',
    'Medium risk': 'মাঝারি ঝুঁকি',
    'High risk': 'বেশি ঝুঁকি',
    'Slots and what they pay': 'ঘর আর সেগুলোর পেআউট',
    'Drop the ball': 'বল ছাড়ুন',
    'The ball went {path}: slot {slot}, {x}x': 'বলটি গেল {path}: ঘর {slot}, {x}x',
    'Slot {slot}: {x}x': 'ঘর {slot}: {x}x',
    Numbers: 'নম্বর',
    'No rounds yet.': 'এখনও কোনো রাউন্ড নেই।',
    'paid {amount}': 'পেয়েছেন {amount}',
    'Check round {nonce}': 'রাউন্ড {nonce} যাচাই করুন',
    'New client seed': 'নতুন ক্লায়েন্ট সিড',
    'Reveal server seed and start a new one': 'সার্ভার সিড প্রকাশ করে নতুনটি শুরু করুন',
    'Revealed server seed: {seed}': 'প্রকাশিত সার্ভার সিড: {seed}',
    'Check the last round of this seed (nonce {nonce})': 'এই সিডের শেষ রাউন্ড যাচাই করুন (ননস {nonce})',
    'Provably fair': 'প্রমাণযোগ্যভাবে ন্যায্য',
    'Your rounds': 'আপনার রাউন্ড',
    Balance: 'ব্যালেন্স',
    'Stake (৳ {min} - {max})': 'স্টেক (৳ {min} - {max})',
    'Three in a line pays (x line bet, 5 lines):': 'এক লাইনে তিনটি মিললে পাবেন (লাইন বেটের গুণ, ৫ লাইন):',
    'A demo {kind} standing in for {game} ({provider}), provably fair': '{game} ({provider})-এর বদলে আমাদের ডেমো {kind}, প্রমাণযোগ্যভাবে ন্যায্য',
    RTP: 'আরটিপি',
    slot: 'স্লট',
    'crash game': 'ক্র্যাশ গেম',
    'dice game': 'ডাইস গেম',
    'fishing game': 'ফিশিং গেম',
    'European roulette': 'ইউরোপিয়ান রুলেট',
    'Andar Bahar': 'আন্দার বাহার',
    'Dragon Tiger table': 'ড্রাগন টাইগার টেবিল',
    'number draw': 'নম্বর ড্র',
    'Client seed {seed} · next round’s nonce {nonce}': 'ক্লায়েন্ট সিড {seed} · পরের রাউন্ডের ননস {nonce}',
    'Next server seed hash {hash}': 'পরের সার্ভার সিডের হ্যাশ {hash}',
    'Revealed {seed} (client {client}, {n} rounds)': 'প্রকাশিত {seed} (ক্লায়েন্ট {client}, {n}টি রাউন্ড)',
    'No revealed seeds yet.': 'এখনও কোনো সিড প্রকাশ হয়নি।',
    'Insufficient balance': 'পর্যাপ্ত ব্যালেন্স নেই',
    '1st 12': 'প্রথম ১২',
    '2nd 12': 'দ্বিতীয় ১২',
    '3rd 12': 'তৃতীয় ১২',
    'Column 1': 'কলাম ১',
    'Column 2': 'কলাম ২',
    'Column 3': 'কলাম ৩',
    Even: 'জোড়',
    Red: 'লাল',
    Black: 'কালো',
    Odd: 'বিজোড়',
    'in flight': 'চলছে',
    'roll {x}': 'রোল {x}',
    caught: 'ধরা পড়েছে',
    '{n} lines': '{n}টি লাইন',
    'Teen Patti table': 'তিন পাত্তি টেবিল',
    'Mines grid': 'মাইনস গ্রিড',
    'Blackjack table': 'ব্ল্যাকজ্যাক টেবিল',
    'Three cards each: the better hand wins. Pair plus pays on your hand alone.': 'প্রত্যেকে তিনটি কার্ড: ভালো হাত জেতে। পেয়ার প্লাস শুধু আপনার হাতের ওপর পেআউট দেয়।',
    Player: 'প্লেয়ার',
    'Pair plus': 'পেয়ার প্লাস',
    'Player + Pair plus': 'প্লেয়ার + পেয়ার প্লাস',
    You: 'আপনি',
    Dealer: 'ডিলার',
    'high card': 'হাই কার্ড',
    pair: 'পেয়ার',
    colour: 'কালার',
    sequence: 'সিকোয়েন্স',
    'pure sequence': 'পিওর সিকোয়েন্স',
    trail: 'ট্রেইল',
    'Your hand wins': 'আপনার হাত জিতেছে',
    'The dealer wins': 'ডিলার জিতেছে',
    'Equal hands: your Player stake back': 'সমান হাত: প্লেয়ার স্টেক ফেরত',
    'You: {you} · Dealer: {dealer}': 'আপনি: {you} · ডিলার: {dealer}',
    'Player pays 0.95 to 1 and gives the stake back on equal hands; each chip is the stake. Pair plus pays (x stake): {pays}.':
      'প্লেয়ার ০.৯৫ গুণ দেয়, সমান হাতে স্টেক ফেরত; প্রতিটি চিপ একটি স্টেক। পেয়ার প্লাস দেয় (স্টেকের গুণ): {pays}।',
    Mines: 'মাইন',
    '{n} mines': '{n}টি মাইন',
    'Tile {n}': 'ঘর {n}',
    safe: 'নিরাপদ',
    mine: 'মাইন',
    'Open tiles; every safe one raises the pay. Cash out before you hit a mine.': 'ঘর খুলুন; প্রতিটি নিরাপদ ঘর পেআউট বাড়ায়। মাইনে পা দেওয়ার আগে ক্যাশ আউট করুন।',
    'Safe tiles: {n} · {x}x now · next tile {y}x': 'নিরাপদ ঘর: {n} · এখন {x}x · পরের ঘর {y}x',
    'Cash out {amount}': 'ক্যাশ আউট {amount}',
    'You hit a mine': 'আপনি মাইনে পা দিয়েছেন',
    'Safe tiles: {n} · {x}x': 'নিরাপদ ঘর: {n} · {x}x',
    'The mines are placed before your first tap; pick a tile.': 'প্রথম ট্যাপের আগেই মাইন বসানো হয়েছে; একটি ঘর বাছুন।',
    'in play': 'চলছে',
    Deal: 'ডিল',
    Hit: 'হিট',
    Stand: 'স্ট্যান্ড',
    Double: 'ডাবল',
    Split: 'স্প্লিট',
    'Hand {n}': 'হাত {n}',
    'Dealer stands on soft 17 · blackjack pays 3 to 2 · double on any two cards · split a pair once.':
      'ডিলার সফট ১৭-এ থামে · ব্ল্যাকজ্যাক ৩:২ দেয় · যেকোনো দুই কার্ডে ডাবল · একটি জোড়া একবার স্প্লিট।',
    blackjack: 'ব্ল্যাকজ্যাক',
    win: 'জয়',
    push: 'সমান',
    lose: 'হার',
    bust: 'বাস্ট',
    'You {you} · dealer {dealer}': 'আপনি {you} · ডিলার {dealer}',
    'Your move': 'আপনার চাল',
    'The stake must be between 1.00 and 10,000.00 BDT.': 'স্টেক ১.০০ থেকে ১০,০০০.০০ টাকার মধ্যে হতে হবে।',
  };
  /** The page's words in its language, with {values} filled in. */
  function t(text, values) {
    var out = (lang === 'bn' && BN[text]) || text;
    Object.keys(values || {}).forEach(function (k) {
      out = out.split('{' + k + '}').join(String(values[k]));
    });
    return out;
  }

  function el(tag, attrs, children) {
    var n = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'text') n.textContent = attrs[k];
      else if (k === 'onclick') n.addEventListener('click', attrs[k]);
      else n.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) {
      if (c) n.appendChild(c);
    });
    return n;
  }
  function money(v) {
    return '৳ ' + Number(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
  function api(method, path, body) {
    return fetch(path, {
      method: method,
      headers: Object.assign({ 'x-launch-token': token }, body ? { 'content-type': 'application/json' } : {}),
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (r) {
      return r.json().then(function (j) {
        if (!r.ok) throw new Error(t(j.message || 'An unexpected error occurred'));
        return j.data;
      });
    });
  }
  function tellSite() {
    if (parentOrigin && window.parent !== window) window.parent.postMessage({ type: 'bet:balance' }, parentOrigin);
  }
  function setBalance(b) {
    state.session.balance = b;
    document.getElementById('balance').textContent = money(b);
    tellSite();
  }
  function say(text, kind) {
    var m = document.getElementById('message');
    m.textContent = text;
    m.className = 'message ' + (kind || '');
  }
  function stake() {
    return document.getElementById('stake').value;
  }
  function seedLine(seed) {
    // the whole hash the server committed to before play (a player compares it with the seed revealed later)
    document.getElementById('seed-hash').textContent = seed.server_seed_hash;
    document.getElementById('seed').textContent =
      // the seed counts the rounds played on it; the next round takes the next nonce (the first round's is 1)
      t('Client seed {seed} · next round’s nonce {nonce}', { seed: seed.client_seed, nonce: seed.nonce + 1 }) +
      '\n' +
      t('Next server seed hash {hash}', { hash: seed.next_server_seed_hash });
  }
  function seedUi() {
    var hash = el('code', { id: 'seed-hash', class: 'hash' });
    var copy = el('button', {
      class: 'btn copy',
      text: t('Copy'),
      'aria-label': t('Copy the server seed hash'),
      onclick: function () {
        var text = hash.textContent;
        (navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('no clipboard'))).then(
          function () {
            say(t('Server seed hash copied.'), 'win');
          },
          function () {
            var r = document.createRange();
            r.selectNodeContents(hash);
            getSelection().removeAllRanges();
            getSelection().addRange(r);
            say(t('Select and copy the hash.'), '');
          },
        );
      },
    });
    return el('div', { class: 'stack seed-box' }, [
      el('div', { class: 'caption', text: t('Server seed hash (SHA-256), committed before you play:') }),
      el('div', { class: 'row' }, [hash, copy]),
      el('div', { id: 'seed', class: 'caption seed' }),
    ]);
  }
  function lock(on) {
    state.busy = on;
    Array.prototype.forEach.call(document.querySelectorAll('.play'), function (b) {
      // a game's start button is held while its round is in play (Mines, Blackjack)
      b.disabled = on || b.hasAttribute('data-hold');
    });
  }

  // ---- the four games ----
  // plain glyphs every system font has (emoji fonts are not everywhere), coloured by the stylesheet
  var KIND = {
    slot: 'slot',
    crash: 'crash game',
    dice: 'dice game',
    fishing: 'fishing game',
    roulette: 'European roulette',
    andarbahar: 'Andar Bahar',
    dragontiger: 'Dragon Tiger table',
    draw: 'number draw',
    plinko: 'Plinko board',
    wheel: 'money wheel',
    teenpatti: 'Teen Patti table',
    mines: 'Mines grid',
    blackjack: 'Blackjack table',
  };
  var SYMBOL = { cherry: '♥', lemon: '●', bell: '♣', star: '★', diamond: '◆', seven: '7' };

  function slotBoard() {
    var cells = [];
    for (var i = 0; i < 9; i++) cells.push(el('div', { class: 'cell', 'data-cell': String(i), text: '?' }));
    return el('div', { class: 'reels', role: 'img', 'aria-label': t('Reels') }, cells);
  }
  function showSlot(round) {
    var grid = round.outcome.grid || [];
    grid.forEach(function (s, i) {
      var c = document.querySelector('[data-cell="' + i + '"]');
      c.textContent = SYMBOL[s] || s;
      c.className = 'cell';
      c.setAttribute('data-s', s);
      c.setAttribute('aria-label', s);
    });
    (round.outcome.lines || []).forEach(function (l) {
      [
        [0, 1, 2],
        [3, 4, 5],
        [6, 7, 8],
        [0, 4, 8],
        [6, 4, 2],
      ][l.line].forEach(function (i) {
        document.querySelector('[data-cell="' + i + '"]').className = 'cell hit';
      });
    });
  }
  function play(body, show) {
    if (state.busy) return;
    lock(true);
    say('');
    api('POST', '/api/demo-games/round', Object.assign({ stake: stake() }, body))
      .then(function (d) {
        // what the round showed, said beside the result (the board may be scrolled out of sight)
        var note = show(d.round);
        setBalance(d.balance);
        seedLine(d.seed);
        loadRounds();
        sayResult(d.round, note);
      })
      .catch(function (e) {
        say(e.message, 'loss');
      })
      .then(function () {
        lock(false);
      });
  }

  /** What a round came to, beside what it showed (a round still in play says only that). */
  function sayResult(r, note) {
    var before = note ? note + ' · ' : '';
    if (r.status === 'open') say(note || '');
    else if (r.win > 0 && r.win < r.bet) say(before + t('{amount} back of your stake', { amount: money(r.win) }), 'loss');
    else if (r.win === r.bet) say(before + t('Your stake back: {amount}', { amount: money(r.win) }));
    else if (r.win > 0) say(before + t('You won {amount}', { amount: money(r.win) }), 'win');
    else say(before + t('No win this time'), 'loss');
  }
  /** A decision on the round in play (Mines, Blackjack): `show` draws the round after it. */
  function step(body, show) {
    if (state.busy) return;
    lock(true);
    // the round's own buttons wait for the answer too (show() sets them again from the round)
    Array.prototype.forEach.call(document.querySelectorAll('.move, .tile, .cash'), function (b) {
      b.disabled = true;
    });
    say('');
    api('POST', '/api/demo-games/step', body)
      .then(function (d) {
        var note = show(d.round);
        setBalance(d.balance);
        if (d.round.status !== 'open') loadRounds();
        sayResult(d.round, note);
      })
      .catch(function (e) {
        say(e.message, 'loss');
        // the round as the api has it now (another page may have ended it)
        return api('GET', '/api/demo-games/open').then(function (d) {
          if (d.round) show(d.round);
          else
            Array.prototype.forEach.call(document.querySelectorAll('[data-hold]'), function (b) {
              b.removeAttribute('data-hold');
            });
        });
      })
      .then(function () {
        lock(false);
      });
  }
  /** The round of this game left open (a page opened again takes it up). */
  function resume(show) {
    api('GET', '/api/demo-games/open').then(function (d) {
      if (d.round) show(d.round);
    });
  }

  function crashUi() {
    var big = el('div', { class: 'multiplier', id: 'multiplier', 'aria-live': 'polite', text: '1.00x' });
    var start = el('button', { class: 'btn play', id: 'start', text: t('Bet'), onclick: startFlight });
    var cash = el('button', { class: 'btn cash', id: 'cashout', text: t('Cash out'), disabled: 'disabled', onclick: cashOut });
    return el('div', {}, [el('div', { class: 'sky' }, [big]), el('div', { class: 'row' }, [start, cash])]);
  }
  function startFlight() {
    if (state.busy) return;
    lock(true);
    say('');
    api('POST', '/api/demo-games/round', { stake: stake() })
      .then(function (d) {
        setBalance(d.balance);
        seedLine(d.seed);
        fly();
      })
      .catch(function (e) {
        say(e.message, 'loss');
        lock(false);
      });
  }
  function fly() {
    var t0 = performance.now();
    var cash = document.getElementById('cashout');
    cash.disabled = false;
    var big = document.getElementById('multiplier');
    big.className = 'multiplier flying';
    function frame() {
      if (!state.flight) return;
      var x = Math.floor(100 * Math.exp(0.0001 * (performance.now() - t0 + state.flight.offset))) / 100;
      big.textContent = x.toFixed(2) + 'x';
      state.flight.raf = requestAnimationFrame(frame);
    }
    state.flight = { offset: 0, raf: 0, poll: 0 };
    frame();
    state.flight.poll = setInterval(function () {
      api('GET', '/api/demo-games/crash').then(function (s) {
        if (!state.flight) return;
        if (s.status === 'flying') state.flight.offset = s.elapsed_ms - (performance.now() - t0);
        else if (s.status === 'crashed') land(t('Crashed at {x}x', { x: s.crash.toFixed(2) }), 'loss', s.crash);
        else land('', '', null);
      });
    }, 250);
  }
  function land(text, kind, x) {
    if (!state.flight) return;
    cancelAnimationFrame(state.flight.raf);
    clearInterval(state.flight.poll);
    state.flight = null;
    var big = document.getElementById('multiplier');
    if (x) big.textContent = x.toFixed(2) + 'x';
    big.className = 'multiplier ' + kind;
    document.getElementById('cashout').disabled = true;
    say(text, kind);
    lock(false);
    loadRounds();
    api('GET', '/api/demo-games/session').then(function (s) {
      setBalance(s.balance);
      seedLine(s.seed);
    });
  }
  function cashOut() {
    document.getElementById('cashout').disabled = true;
    api('POST', '/api/demo-games/crash/cashout')
      .then(function (d) {
        if (d.won) land(t('Cashed out at {x}x: you won {amount}', { x: d.multiplier.toFixed(2), amount: money(d.round.win) }), 'win', d.multiplier);
        else land(t('Crashed at {x}x', { x: d.crash.toFixed(2) }), 'loss', d.crash);
      })
      .catch(function (e) {
        land(e.message, 'loss', null);
      });
  }

  function diceUi() {
    var under = el('input', { id: 'under', type: 'range', min: '2', max: '95', value: '50', 'aria-label': t('Roll under') });
    var label = el('div', { class: 'caption', id: 'under-label' });
    function update() {
      var u = Number(under.value);
      label.textContent = t('Roll under {u} · pays {x}x · chance {u}%', { u: u, x: (Math.floor((9600 / u) * 100) / 10000).toFixed(4) });
    }
    under.addEventListener('input', update);
    update();
    var roll = el('div', { class: 'multiplier', id: 'roll', text: '--.--' });
    var go = el('button', {
      class: 'btn play',
      text: t('Roll'),
      onclick: function () {
        play({ under: Number(under.value) }, function (r) {
          roll.textContent = r.outcome.roll.toFixed(2);
          roll.className = 'multiplier ' + (r.outcome.won ? 'win' : 'loss');
        });
      },
    });
    return el('div', {}, [roll, under, label, go]);
  }

  function fishingUi(paytable) {
    var sea = el('div', { class: 'sea', id: 'sea', text: t('Aim at a target') });
    var buttons = paytable.map(function (f) {
      return el('button', {
        class: 'btn play fish',
        text: f.label + ' · ' + f.multiplier + 'x',
        onclick: function () {
          play({ target: f.id }, function (r) {
            sea.textContent = r.outcome.caught ? t('{name} caught!', { name: f.label }) : t('It got away');
          });
        },
      });
    });
    return el('div', {}, [sea, el('div', { class: 'fishes' }, buttons)]);
  }

  // ---- the table games (their rules and payouts are the contract's; this page only shows them) ----
  // the red numbers are the contract's (the session's paytable sends them)
  function colourOf(n) {
    return n === 0 ? 'green' : state.session.paytable.red.indexOf(n) >= 0 ? 'red' : 'black';
  }
  function rouletteUi() {
    var chips = [];
    var kind = el('select', { id: 'bet-kind', 'aria-label': t('Inside bet') }, [
      el('option', { value: 'straight', text: t('Straight (35 to 1)') }),
      el('option', { value: 'split-right', text: t('Split with the number to the right (17 to 1)') }),
      el('option', { value: 'split-down', text: t('Split with the number below (17 to 1)') }),
      el('option', { value: 'street', text: t('Street: its row of three (11 to 1)') }),
      el('option', { value: 'corner', text: t('Corner: it, right, below, below right (8 to 1)') }),
      el('option', { value: 'line', text: t('Six line: its row and the next (5 to 1)') }),
    ]);
    var list = el('div', { class: 'caption', id: 'chips', 'aria-live': 'polite', text: t('No bets yet: tap the table.') });
    var ball = el('div', { class: 'multiplier', id: 'ball', text: '--' });
    function show() {
      var counts = {};
      chips.forEach(function (c) {
        counts[c] = (counts[c] || 0) + 1;
      });
      list.textContent = chips.length
        ? t('Your bets ({n} chips of {amount}):', { n: chips.length, amount: money(stake()) }) +
          ' ' +
          Object.keys(counts)
            .map(function (k) {
              return k + (counts[k] > 1 ? ' x' + counts[k] : '');
            })
            .join(', ')
        : t('No bets yet: tap the table.');
    }
    function add(bet) {
      if (!bet) return say(t('That bet is not on the table from this number.'), 'loss');
      if (chips.length >= 20) return say(t('At most 20 chips a spin.'), 'loss');
      say('');
      chips.push(bet);
      show();
    }
    function inside(n) {
      var k = kind.value;
      var row = Math.ceil(n / 3);
      // zero splits with 1 (to its right, as the table is drawn) or 2 (below it)
      if (n === 0) return k === 'split-right' ? 'split:0-1' : k === 'split-down' ? 'split:0-2' : k === 'straight' ? 'straight:0' : null;
      if (k === 'straight') return 'straight:' + n;
      if (k === 'split-right') return n % 3 !== 0 ? 'split:' + n + '-' + (n + 1) : null;
      if (k === 'split-down') return n <= 33 ? 'split:' + n + '-' + (n + 3) : null;
      if (k === 'street') return 'street:' + row;
      if (k === 'corner') return n % 3 !== 0 && n <= 32 ? 'corner:' + n : null;
      return row <= 11 ? 'line:' + row : null;
    }
    var cells = [
      el('button', {
        class: 'num green',
        'data-n': '0',
        text: '0',
        'aria-label': '0, green',
        onclick: function () {
          add(inside(0));
        },
      }),
    ];
    for (var n = 1; n <= 36; n++)
      (function (n) {
        cells.push(
          el('button', {
            class: 'num ' + colourOf(n),
            'data-n': String(n),
            text: String(n),
            'aria-label': n + ', ' + colourOf(n),
            onclick: function () {
              add(inside(n));
            },
          }),
        );
      })(n);
    var outside = [
      ['dozen:1', '1st 12'],
      ['dozen:2', '2nd 12'],
      ['dozen:3', '3rd 12'],
      ['column:1', 'Column 1'],
      ['column:2', 'Column 2'],
      ['column:3', 'Column 3'],
      ['low', '1-18'],
      ['even', 'Even'],
      ['red', 'Red'],
      ['black', 'Black'],
      ['odd', 'Odd'],
      ['high', '19-36'],
      ['trio:1', '0-1-2'],
      ['trio:2', '0-2-3'],
      ['basket', '0-1-2-3'],
    ].map(function (o) {
      return el('button', {
        class: 'btn outside',
        text: t(o[1]),
        onclick: function () {
          add(o[0]);
        },
      });
    });
    var spin = el('button', {
      class: 'btn play',
      text: t('Spin'),
      onclick: function () {
        if (!chips.length) return say(t('Place a bet on the table first.'), 'loss');
        play({ bets: chips.slice() }, function (r) {
          ball.textContent = String(r.outcome.number);
          ball.className = 'multiplier ' + r.outcome.colour;
          Array.prototype.forEach.call(document.querySelectorAll('.num'), function (b) {
            b.classList.toggle('hit', Number(b.getAttribute('data-n')) === r.outcome.number);
          });
          return t('The ball landed on {n} {colour}', { n: r.outcome.number, colour: t(r.outcome.colour) });
        });
      },
    });
    var clear = el('button', {
      class: 'btn',
      text: t('Clear bets'),
      onclick: function () {
        chips = [];
        show();
      },
    });
    return el('div', { class: 'stack' }, [
      ball,
      kind,
      el('div', { class: 'table', role: 'group', 'aria-label': t('Roulette table') }, cells),
      el('div', { class: 'outside-bets' }, outside),
      list,
      el('div', { class: 'row' }, [clear, spin]),
    ]);
  }

  function cardEl(name) {
    var red = /[♥♦]/.test(name);
    return el('span', { class: 'card' + (red ? ' red' : ''), text: name });
  }
  function cardsRow(label, cards, winner) {
    return el('div', { class: 'hand' + (winner ? ' won' : '') }, [el('b', { text: label })].concat(cards.map(cardEl)));
  }
  function andarBaharUi(pays) {
    var board = el('div', { class: 'felt', id: 'felt', 'aria-live': 'polite', text: t('Bet on the side that gets the joker’s rank first.') });
    var buttons = ['andar', 'bahar'].map(function (side) {
      return el('button', {
        class: 'btn play',
        text: t(side === 'andar' ? 'Andar' : 'Bahar') + ' · ' + pays[side] + 'x',
        onclick: function () {
          play({ side: side }, function (r) {
            var o = r.outcome;
            board.replaceChildren(
              el('div', { class: 'hand' }, [el('b', { text: t('Joker') }), cardEl(o.joker)]),
              cardsRow(t('Andar'), o.andar, o.winner === 'andar'),
              cardsRow(t('Bahar'), o.bahar, o.winner === 'bahar'),
              el('div', { text: t(o.winner === 'andar' ? 'Andar wins' : 'Bahar wins') }),
            );
            return t(o.winner === 'andar' ? 'Andar wins' : 'Bahar wins');
          });
        },
      });
    });
    return el('div', { class: 'stack' }, [board, el('div', { class: 'row' }, buttons)]);
  }
  function dragonTigerUi(pays) {
    var board = el('div', { class: 'felt', id: 'felt', 'aria-live': 'polite', text: t('One card each: the higher wins (ace is low).') });
    var names = { dragon: t('Dragon'), tie: t('Tie'), tiger: t('Tiger') };
    var buttons = ['dragon', 'tie', 'tiger'].map(function (bet) {
      return el('button', {
        class: 'btn play',
        text: names[bet] + ' · ' + pays[bet] + 'x',
        onclick: function () {
          play({ side: bet }, function (r) {
            var o = r.outcome;
            board.replaceChildren(
              cardsRow(t('Dragon'), [o.dragon], o.result === 'dragon'),
              cardsRow(t('Tiger'), [o.tiger], o.result === 'tiger'),
              el('div', { text: o.result === 'tie' ? t('Tie') : t(o.result === 'dragon' ? 'Dragon wins' : 'Tiger wins') }),
            );
            return o.result === 'tie' ? t('Tie') : t(o.result === 'dragon' ? 'Dragon wins' : 'Tiger wins');
          });
        },
      });
    });
    return el('div', { class: 'stack' }, [
      board,
      el('div', { class: 'row' }, buttons),
      el('div', { class: 'caption', text: t('A tie gives half of a Dragon or Tiger bet back.') }),
    ]);
  }
  function drawUi(table) {
    var picked = [];
    var pays = el('div', { class: 'caption', id: 'draw-pays', 'aria-live': 'polite' });
    function showPays() {
      var tbl = table.pays[picked.length];
      pays.textContent = picked.length
        ? t('Picked {numbers}. Pays by numbers drawn:', { numbers: picked.join(', ') }) +
          ' ' +
          Object.keys(tbl)
            .map(function (h) {
              return h + ' → ' + tbl[h] + 'x';
            })
            .join(' · ')
        : t('Pick 1 to 5 numbers; {drawn} of {numbers} are drawn.', { drawn: table.drawn, numbers: table.numbers });
    }
    var buttons = [];
    for (var n = 1; n <= table.numbers; n++)
      (function (n) {
        var b = el('button', {
          class: 'num pick',
          'data-n': String(n),
          'aria-pressed': 'false',
          text: String(n),
          onclick: function () {
            var at = picked.indexOf(n);
            if (at >= 0) picked.splice(at, 1);
            else if (picked.length < 5) picked.push(n);
            else return say(t('At most 5 numbers.'), 'loss');
            say('');
            picked.sort(function (a, b) {
              return a - b;
            });
            b.setAttribute('aria-pressed', String(picked.indexOf(n) >= 0));
            showPays();
          },
        });
        buttons.push(b);
      })(n);
    showPays();
    var go = el('button', {
      class: 'btn play',
      text: t('Draw'),
      onclick: function () {
        if (!picked.length) return say(t('Pick at least one number.'), 'loss');
        play({ picks: picked.slice() }, function (r) {
          Array.prototype.forEach.call(document.querySelectorAll('.pick'), function (b) {
            var n = Number(b.getAttribute('data-n'));
            b.classList.toggle('drawn', r.outcome.drawn.indexOf(n) >= 0);
          });
          pays.textContent = t('Drawn: {drawn} · your hits: {hits}', { drawn: r.outcome.drawn.join(', '), hits: r.outcome.hits.join(', ') || t('none') });
          return t('{n} of your numbers drawn', { n: r.outcome.hits.length });
        });
      },
    });
    return el('div', { class: 'stack' }, [el('div', { class: 'draw', role: 'group', 'aria-label': t('Numbers') }, buttons), pays, go]);
  }

  // the money wheel: a number chosen (its pay and how many segments it has shown), the spins the api drew
  function wheelUi(table) {
    var pick = 1;
    var count = function (n) {
      return table.layout.filter(function (x) {
        return x === n;
      }).length;
    };
    var buttons = table.numbers.map(function (n) {
      return el('button', {
        class: 'btn side wheel-pick',
        'aria-pressed': String(n === pick),
        'data-n': String(n),
        text: t('{n} · pays {n} to 1 · {c} of 54', { n: n, c: count(n) }),
        onclick: function () {
          pick = n;
          Array.prototype.forEach.call(document.querySelectorAll('.wheel-pick'), function (b) {
            b.setAttribute('aria-pressed', String(Number(b.getAttribute('data-n')) === n));
          });
        },
      });
    });
    var result = el('div', { class: 'multiplier', id: 'wheel', text: '--' });
    // the wheel: 54 wedges in the contract's order, coloured by what they are, turned so the stop is under the pointer
    var NS = 'http://www.w3.org/2000/svg';
    var COLOUR = { 1: '#2f6fd6', 2: '#7b3fc4', 5: '#1d9a5a', 10: '#d88a12', 20: '#c23b5a', 40: '#e0c020', '2x': '#eef2f8', '7x': '#eef2f8' };
    var wheel = document.createElementNS(NS, 'svg');
    wheel.setAttribute('viewBox', '-52 -56 104 110');
    wheel.setAttribute('class', 'money-wheel');
    wheel.setAttribute('aria-hidden', 'true');
    var wedges = [];
    var n = table.layout.length;
    for (var i = 0; i < n; i++) {
      var a0 = ((i / n) * 2 - 0.5) * Math.PI;
      var a1 = (((i + 1) / n) * 2 - 0.5) * Math.PI;
      var mid = (a0 + a1) / 2;
      var seg = table.layout[i];
      wedges.push(
        '<path d="M0 0 L' +
          50 * Math.cos(a0) +
          ' ' +
          50 * Math.sin(a0) +
          ' A50 50 0 0 1 ' +
          50 * Math.cos(a1) +
          ' ' +
          50 * Math.sin(a1) +
          ' Z" fill="' +
          COLOUR[seg] +
          '" stroke="#0d1320" stroke-width="0.3"/>',
        '<text x="' +
          43 * Math.cos(mid) +
          '" y="' +
          43 * Math.sin(mid) +
          '" font-size="3.2" font-weight="700" text-anchor="middle" dominant-baseline="middle" fill="' +
          (typeof seg === 'number' ? '#fff' : '#0d1320') +
          '" transform="rotate(' +
          ((mid * 180) / Math.PI + 90) +
          ' ' +
          43 * Math.cos(mid) +
          ' ' +
          43 * Math.sin(mid) +
          ')">' +
          seg +
          '</text>',
      );
    }
    var turn = 0;
    wheel.innerHTML = '<g class="wheel-turn">' + wedges.join('') + '</g><circle r="8" fill="#0d1320"/><path d="M0 -47 L-3 -55 L3 -55 Z" fill="#ffb400"/>';
    function stopAt(place) {
      // whole turns forward, then the wedge's middle under the pointer at the top
      turn += 720 + (((((-(place + 0.5) * 360) / n - turn) % 360) + 360) % 360);
      wheel.querySelector('.wheel-turn').style.transform = 'rotate(' + turn + 'deg)';
    }
    var go = el('button', {
      class: 'btn play',
      text: t('Spin the wheel'),
      onclick: function () {
        play({ side: String(pick) }, function (r) {
          stopAt(r.outcome.at[r.outcome.at.length - 1]);
          result.textContent = r.outcome.spins.join(' → ');
          result.className = 'multiplier ' + (r.win > 0 ? 'win' : 'loss');
          return r.outcome.multiplier > 1
            ? t('{landed} with {m}x', { landed: r.outcome.landed, m: r.outcome.multiplier })
            : t('The wheel stopped on {landed}', { landed: r.outcome.landed });
        });
      },
    });
    return el('div', { class: 'stack' }, [
      wheel,
      result,
      el('div', { class: 'stack', role: 'group', 'aria-label': t('Your number') }, buttons),
      el('div', { class: 'caption', text: t('2x and 7x spin again and multiply the pay (2x then 7x: 14x).') }),
      go,
    ]);
  }

  // Plinko: rows and risk chosen, the slots' pays shown (the contract's table); the ball's path comes from the api
  function plinkoUi(table) {
    var rows = el(
      'select',
      { id: 'plinko-rows', 'aria-label': t('Rows') },
      table.rows.map(function (r) {
        return el('option', { value: String(r), text: t('{n} rows', { n: r }) });
      }),
    );
    var risk = el(
      'select',
      { id: 'plinko-risk', 'aria-label': t('Risk') },
      table.risks.map(function (r) {
        return el('option', { value: r, text: t(r === 'low' ? 'Low risk' : r === 'medium' ? 'Medium risk' : 'High risk') });
      }),
    );
    var slots = el('div', { class: 'plinko-slots', role: 'list', 'aria-label': t('Slots and what they pay') });
    var NS = 'http://www.w3.org/2000/svg';
    var board = document.createElementNS(NS, 'svg');
    board.setAttribute('class', 'plinko-board');
    board.setAttribute('aria-hidden', 'true');
    // the pins, row by row, and the ball's way down through them (L: half a gap left, R: half a gap right)
    function drawBoard(path) {
      var n = Number(rows.value);
      var gap = 100 / (n + 1);
      var dy = 6;
      board.setAttribute('viewBox', '0 0 100 ' + (n * dy + 4));
      var parts = [];
      for (var r = 0; r < n; r++)
        for (var i = 0; i <= r + 1; i++) parts.push('<circle cx="' + (50 + (i - (r + 1) / 2) * gap) + '" cy="' + (r * dy + 4) + '" r="0.9" fill="#5b6b88"/>');
      if (path) {
        var x = 50;
        var pts = [x + ',0'];
        for (var k = 0; k < path.length; k++) {
          x += (path[k] === 'R' ? 1 : -1) * (gap / 2);
          pts.push(x + ',' + (k * dy + 4 + dy / 2));
        }
        parts.push('<polyline points="' + pts.join(' ') + '" fill="none" stroke="#ffb400" stroke-width="0.8"/>');
        parts.push('<circle cx="' + x + '" cy="' + ((path.length - 1) * dy + 4 + dy / 2) + '" r="1.8" fill="#ffb400"/>');
      }
      board.innerHTML = parts.join('');
    }
    var path = el('div', { class: 'caption', id: 'plinko-path', 'aria-live': 'polite' });
    function showSlots(hit) {
      var pays = table.pays[rows.value][risk.value];
      slots.style.gridTemplateColumns = 'repeat(' + pays.length + ', 1fr)';
      slots.replaceChildren.apply(
        slots,
        pays.map(function (m, i) {
          // (x stake; the caption says so: 17 slots leave no room for the x on a phone)
          return el('div', {
            class: 'plinko-slot' + (i === hit ? ' hit' : '') + (m >= 1 ? ' up' : ''),
            role: 'listitem',
            'aria-label': m + 'x',
            text: String(m),
          });
        }),
      );
    }
    rows.addEventListener('change', function () {
      showSlots(-1);
      drawBoard('');
    });
    risk.addEventListener('change', function () {
      showSlots(-1);
    });
    showSlots(-1);
    drawBoard('');
    var go = el('button', {
      class: 'btn play',
      text: t('Drop the ball'),
      onclick: function () {
        play({ rows: Number(rows.value), risk: risk.value }, function (r) {
          showSlots(r.outcome.slot);
          drawBoard(r.outcome.path);
          path.textContent = t('The ball went {path}: slot {slot}, {x}x', { path: r.outcome.path, slot: r.outcome.slot, x: r.outcome.multiplier });
          return t('Slot {slot}: {x}x', { slot: r.outcome.slot, x: r.outcome.multiplier });
        });
      },
    });
    return el('div', { class: 'stack' }, [
      el('div', { class: 'row' }, [rows, risk]),
      board,
      slots,
      el('div', { class: 'caption', text: t('Each slot pays its number times the stake.') }),
      path,
      go,
    ]);
  }

  function teenPattiUi(table) {
    var board = el('div', {
      class: 'felt',
      id: 'felt',
      'aria-live': 'polite',
      text: t('Three cards each: the better hand wins. Pair plus pays on your hand alone.'),
    });
    var bets = [
      ['player', t('Player') + ' · ' + table.pays.player + 'x'],
      ['pairplus', t('Pair plus')],
      ['both', t('Player + Pair plus')],
    ];
    var buttons = bets.map(function (b) {
      return el('button', {
        class: 'btn play',
        text: b[1],
        onclick: function () {
          play({ side: b[0] }, function (r) {
            var o = r.outcome;
            var said = o.result === 'player' ? t('Your hand wins') : o.result === 'dealer' ? t('The dealer wins') : t('Equal hands: your Player stake back');
            board.replaceChildren(
              cardsRow(t('You'), o.player, o.result === 'player'),
              el('div', { class: 'caption', text: t(o.player_hand) }),
              cardsRow(t('Dealer'), o.dealer, o.result === 'dealer'),
              el('div', { class: 'caption', text: t(o.dealer_hand) }),
              el('div', { text: said }),
            );
            return t('You: {you} · Dealer: {dealer}', { you: t(o.player_hand), dealer: t(o.dealer_hand) }) + ' · ' + said;
          });
        },
      });
    });
    var pays = table.hands
      .filter(function (h) {
        return table.pays.pairplus[h];
      })
      .map(function (h) {
        return t(h) + ' ' + table.pays.pairplus[h] + 'x';
      })
      .join(' · ');
    return el('div', { class: 'stack' }, [
      board,
      el('div', { class: 'row' }, buttons.slice(0, 2)),
      buttons[2],
      el('div', {
        class: 'caption',
        text: t('Player pays 0.95 to 1 and gives the stake back on equal hands; each chip is the stake. Pair plus pays (x stake): {pays}.', { pays: pays }),
      }),
    ]);
  }

  function minesUi(table) {
    var count = el('select', { id: 'mines-count', 'aria-label': t('Mines') }, []);
    for (var m = table.min; m <= table.max; m++) count.appendChild(el('option', { value: String(m), text: t('{n} mines', { n: m }) }));
    count.value = '3';
    var info = el('div', {
      class: 'caption',
      id: 'mines-info',
      'aria-live': 'polite',
      text: t('Open tiles; every safe one raises the pay. Cash out before you hit a mine.'),
    });
    var tiles = [];
    for (var i = 0; i < table.tiles; i++)
      (function (n) {
        tiles.push(
          el('button', {
            class: 'tile',
            'data-tile': String(n),
            'aria-label': t('Tile {n}', { n: n + 1 }),
            disabled: 'disabled',
            text: '',
            onclick: function () {
              step({ action: 'reveal', tile: n }, show);
            },
          }),
        );
      })(i);
    var grid = el('div', { class: 'mines', role: 'group', 'aria-label': t('Mines grid') }, tiles);
    var bet = el('button', {
      class: 'btn play',
      id: 'mines-bet',
      text: t('Bet'),
      onclick: function () {
        play({ mines: Number(count.value) }, show);
      },
    });
    var cash = el('button', {
      class: 'btn cash',
      id: 'mines-cash',
      text: t('Cash out'),
      disabled: 'disabled',
      onclick: function () {
        step({ action: 'cashout' }, show);
      },
    });
    /** Draws the round: its open tiles, and once it is over where the mines were. */
    function show(r) {
      var o = r.outcome;
      var open = r.status === 'open';
      var layout = o.layout || [];
      tiles.forEach(function (b, n) {
        var revealed = o.revealed.indexOf(n) >= 0;
        var mine = layout.indexOf(n) >= 0;
        b.className = 'tile' + (revealed ? ' safe' : '') + (mine ? ' mine' : '') + (o.hit === n ? ' hit' : '');
        b.textContent = mine ? '✹' : revealed ? '◆' : '';
        b.setAttribute('aria-label', t('Tile {n}', { n: n + 1 }) + (mine ? ' · ' + t('mine') : revealed ? ' · ' + t('safe') : ''));
        b.disabled = !open || revealed;
      });
      if (open) bet.setAttribute('data-hold', '');
      else bet.removeAttribute('data-hold');
      bet.disabled = open;
      count.disabled = open;
      count.value = String(o.mines);
      cash.disabled = !open || !o.revealed.length;
      cash.textContent =
        open && o.revealed.length
          ? t('Cash out {amount}', { amount: money(Math.floor((Math.round(r.bet * 100) * Math.round(o.multiplier * 10000)) / 10000) / 100) })
          : t('Cash out');
      if (open)
        info.textContent = o.revealed.length
          ? t('Safe tiles: {n} · {x}x now · next tile {y}x', { n: o.revealed.length, x: o.multiplier, y: o.next })
          : t('The mines are placed before your first tap; pick a tile.');
      else info.textContent = o.hit !== undefined ? t('You hit a mine') : t('Safe tiles: {n} · {x}x', { n: o.revealed.length, x: o.multiplier });
      return open ? '' : info.textContent;
    }
    resume(show);
    return el('div', { class: 'stack' }, [count, grid, info, el('div', { class: 'row' }, [bet, cash])]);
  }

  function blackjackUi() {
    var board = el('div', {
      class: 'felt',
      id: 'felt',
      'aria-live': 'polite',
      text: t('Dealer stands on soft 17 · blackjack pays 3 to 2 · double on any two cards · split a pair once.'),
    });
    var deal = el('button', {
      class: 'btn play',
      id: 'bj-deal',
      text: t('Deal'),
      onclick: function () {
        play({}, show);
      },
    });
    var moves = ['hit', 'stand', 'double', 'split'].map(function (a) {
      return el('button', {
        class: 'btn move',
        'data-move': a,
        text: t(a === 'hit' ? 'Hit' : a === 'stand' ? 'Stand' : a === 'double' ? 'Double' : 'Split'),
        disabled: 'disabled',
        onclick: function () {
          step({ action: a }, show);
        },
      });
    });
    /** Draws the hands (the dealer's hole card only once the round is over) and the moves open now. */
    function show(r) {
      var o = r.outcome;
      var open = r.status === 'open';
      var rows = [cardsRow(t('Dealer') + ' ' + o.dealer_total, o.dealer, false)];
      o.hands.forEach(function (h, i) {
        var label = (o.hands.length > 1 ? t('Hand {n}', { n: i + 1 }) + ' ' : t('You') + ' ') + h.total;
        var row = cardsRow(label, h.cards, h.result === 'win' || h.result === 'blackjack');
        if (open && i === o.active && o.hands.length > 1) row.className += ' active';
        if (h.result) row.appendChild(el('span', { class: 'caption', text: t(h.result) + ' · ' + money(h.win) }));
        rows.push(row);
      });
      if (open) rows.push(el('div', { text: t('Your move') }));
      board.replaceChildren.apply(board, rows);
      moves.forEach(function (b) {
        b.disabled = !open || o.actions.indexOf(b.getAttribute('data-move')) < 0;
      });
      if (open) deal.setAttribute('data-hold', '');
      else deal.removeAttribute('data-hold');
      deal.disabled = open;
      return open
        ? ''
        : t('You {you} · dealer {dealer}', {
            you: o.hands
              .map(function (h) {
                return h.total;
              })
              .join(' / '),
            dealer: o.dealer_total,
          });
    }
    resume(show);
    return el('div', { class: 'stack' }, [board, el('div', { class: 'moves' }, moves), deal]);
  }

  // ---- fairness: reveal the seed; every round is checked on the site's verifier page ----
  function verifyLink(path, text) {
    // the verifier is the site's page (/fairness); a page opened outside the site frame has no site to link to
    if (!parentOrigin || !path) return el('span', { class: 'caption', text: '' });
    return el('a', { href: parentOrigin + path, target: '_blank', rel: 'noopener', class: 'check', text: text });
  }
  function describe(r) {
    var o = r.outcome || {};
    if (r.status === 'open') return t(o.mines !== undefined || o.hands ? 'in play' : 'in flight');
    if (o.player_hand) return t('You: {you} · Dealer: {dealer}', { you: t(o.player_hand), dealer: t(o.dealer_hand) });
    if (o.mines !== undefined) return o.hit !== undefined ? t('You hit a mine') : t('Safe tiles: {n} · {x}x', { n: o.revealed.length, x: o.multiplier });
    if (o.hands)
      return t('You {you} · dealer {dealer}', {
        you: o.hands
          .map(function (h) {
            return h.total;
          })
          .join(' / '),
        dealer: o.dealer_total,
      });
    if (o.number !== undefined) return t('The ball landed on {n} {colour}', { n: o.number, colour: t(o.colour) });
    if (o.winner) return t(o.winner === 'andar' ? 'Andar wins' : 'Bahar wins');
    if (o.result) return o.result === 'tie' ? t('Tie') : t(o.result === 'dragon' ? 'Dragon wins' : 'Tiger wins');
    if (o.drawn) return t('{n} of your numbers drawn', { n: (o.hits || []).length });
    if (o.spins !== undefined) return t('The wheel stopped on {landed}', { landed: o.landed }) + (o.multiplier > 1 ? ' · ' + o.multiplier + 'x' : '');
    if (o.path !== undefined) return t('Slot {slot}: {x}x', { slot: o.slot, x: o.multiplier });
    if (o.roll !== undefined) return t('roll {x}', { x: Number(o.roll).toFixed(2) });
    if (o.crash !== undefined) return t('Crashed at {x}x', { x: Number(o.crash).toFixed(2) });
    if (o.caught !== undefined) return o.caught ? t('caught') : t('It got away');
    if (o.grid) return t('{n} lines', { n: (o.lines || []).length });
    return '';
  }
  function loadRounds() {
    api('GET', '/api/demo-games/rounds').then(function (rows) {
      var list = document.getElementById('rounds');
      if (!rows.length) return list.replaceChildren(el('li', { class: 'caption', text: t('No rounds yet.') }));
      list.replaceChildren.apply(
        list,
        rows.map(function (r) {
          return el('li', { class: 'round' }, [
            el('span', {
              text:
                new Date(r.created_at).toLocaleTimeString() + ' · ' + money(r.bet) + ' · ' + describe(r) + ' · ' + t('paid {amount}', { amount: money(r.win) }),
            }),
            el('span', { class: 'caption', text: 'nonce ' + r.nonce + ' · hash ' + r.server_seed_hash.slice(0, 12) + '…' }),
            verifyLink(r.verify, t('Check round {nonce}', { nonce: r.nonce })),
          ]);
        }),
      );
    });
  }
  function fairnessUi() {
    var list = el('div', { class: 'caption', id: 'revealed' });
    var clientSeed = el('input', { id: 'client-seed', 'aria-label': t('New client seed'), maxlength: '64', placeholder: t('New client seed') });
    var check = el('div', { id: 'check-revealed' });
    var rotate = el('button', {
      class: 'btn',
      text: t('Reveal server seed and start a new one'),
      onclick: function () {
        api('POST', '/api/demo-games/seed', { client_seed: clientSeed.value.trim() || Math.random().toString(36).slice(2) })
          .then(function (d) {
            seedLine(d.next);
            loadRevealed();
            loadRounds();
            var v = d.revealed;
            var q = new URLSearchParams({
              game: state.session.game.engine,
              server_seed: v.server_seed,
              server_seed_hash: v.server_seed_hash,
              client_seed: v.client_seed,
              nonce: String(v.nonce),
            });
            check.replaceChildren(
              el('div', { class: 'caption', text: t('Revealed server seed: {seed}', { seed: v.server_seed }) }),
              v.nonce ? verifyLink('/fairness?' + q.toString(), t('Check the last round of this seed (nonce {nonce})', { nonce: v.nonce })) : el('span', {}),
            );
          })
          .catch(function (e) {
            say(e.message, 'loss');
          });
      },
    });
    return el('details', { class: 'fair' }, [el('summary', { text: t('Provably fair') }), el('div', { class: 'stack' }, [clientSeed, rotate, check, list])]);
  }
  function roundsUi() {
    return el('details', { class: 'fair', id: 'history' }, [el('summary', { text: t('Your rounds') }), el('ul', { class: 'rounds', id: 'rounds' })]);
  }
  function loadRevealed() {
    api('GET', '/api/demo-games/seeds').then(function (d) {
      var list = document.getElementById('revealed');
      list.textContent = d.revealed.length
        ? d.revealed
            .map(function (s) {
              return t('Revealed {seed} (client {client}, {n} rounds)', { seed: s.server_seed, client: s.client_seed, n: s.nonce });
            })
            .join('\n')
        : t('No revealed seeds yet.');
    });
  }

  function render(s) {
    state.session = s;
    var board =
      s.game.engine === 'roulette'
        ? rouletteUi()
        : s.game.engine === 'andarbahar'
          ? andarBaharUi(s.paytable)
          : s.game.engine === 'dragontiger'
            ? dragonTigerUi(s.paytable)
            : s.game.engine === 'draw'
              ? drawUi(s.paytable)
              : s.game.engine === 'plinko'
                ? plinkoUi(s.paytable)
                : s.game.engine === 'teenpatti'
                  ? teenPattiUi(s.paytable)
                  : s.game.engine === 'mines'
                    ? minesUi(s.paytable)
                    : s.game.engine === 'blackjack'
                      ? blackjackUi()
                      : s.game.engine === 'wheel'
                        ? wheelUi(s.paytable)
                        : s.game.engine === 'slot'
                          ? el('div', {}, [
                              slotBoard(),
                              el('button', {
                                class: 'btn play',
                                text: 'Spin',
                                onclick: function () {
                                  play({}, showSlot);
                                },
                              }),
                              el('div', {
                                class: 'caption paytable',
                                text:
                                  t('Three in a line pays (x line bet, 5 lines):') +
                                  ' ' +
                                  s.paytable.symbols
                                    .map(function (x) {
                                      return x.label + ' ' + x.pays;
                                    })
                                    .join(' · '),
                              }),
                            ])
                          : s.game.engine === 'crash'
                            ? crashUi()
                            : s.game.engine === 'dice'
                              ? diceUi()
                              : fishingUi(s.paytable);
    root.replaceChildren(
      el('header', {}, [el('h1', { text: s.game.name }), el('div', { class: 'balance', id: 'balance', 'aria-label': t('Balance'), text: money(s.balance) })]),
      el('div', {
        class: 'caption',
        id: 'standin',
        text:
          t('A demo {kind} standing in for {game} ({provider}), provably fair', {
            kind: t(KIND[s.game.engine] || s.game.engine),
            game: s.game.name,
            provider: s.game.platform,
          }) +
          ' · ' +
          t('RTP') +
          ' ' +
          s.rtp
            .map(function (r) {
              return (r.bet === 'any' || r.bet === 'spin' ? '' : r.bet + ' ') + r.rtp.toFixed(2) + '%';
            })
            .join(', ') +
          ' · ' +
          s.username,
      }),
      el('label', { class: 'stake' }, [
        el('span', { text: t('Stake (৳ {min} - {max})', { min: s.stake.min, max: s.stake.max.toLocaleString('en-US') }) }),
        el('input', { id: 'stake', inputmode: 'decimal', value: '10' }),
      ]),
      board,
      el('div', { id: 'message', class: 'message', role: 'status' }),
      seedUi(),
      roundsUi(),
      fairnessUi(),
    );
    seedLine(s.seed);
    loadRevealed();
    loadRounds();
    if (s.game.engine === 'crash') {
      // a flight still in the air (the page was reloaded): follow it
      api('GET', '/api/demo-games/crash').then(function (c) {
        if (c.status === 'flying') {
          lock(true);
          fly();
        }
      });
    }
  }

  api('GET', '/api/demo-games/session')
    .then(render)
    .catch(function (e) {
      root.replaceChildren(el('p', { class: 'message loss', role: 'alert', text: e.message }));
    });
})();
