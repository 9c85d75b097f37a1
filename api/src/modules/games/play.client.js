// The demo game page's script (served as /demo-games/play.js; plain browser JavaScript, no build step).
// It talks to the api with the launch token from its own address, never the player's bearer token, and tells
// the site frame (only a site origin the server named) that the balance changed.
(function () {
  'use strict';
  var root = document.getElementById('game');
  var token = new URLSearchParams(location.search).get('token') || '';
  var parentOrigin = root.getAttribute('data-parent') || '';
  var state = { session: null, busy: false, flight: null };

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
        if (!r.ok) throw new Error(j.message || 'An unexpected error occurred');
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
      'Client seed ' +
      seed.client_seed +
      // the seed counts the rounds played on it; the next round takes the next nonce (the first round's is 1)
      ' · next round’s nonce ' +
      (seed.nonce + 1) +
      '\nNext server seed hash ' +
      seed.next_server_seed_hash;
  }
  function seedUi() {
    var hash = el('code', { id: 'seed-hash', class: 'hash' });
    var copy = el('button', {
      class: 'btn copy',
      text: 'Copy',
      'aria-label': 'Copy the server seed hash',
      onclick: function () {
        var text = hash.textContent;
        (navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('no clipboard'))).then(
          function () {
            say('Server seed hash copied.', 'win');
          },
          function () {
            var r = document.createRange();
            r.selectNodeContents(hash);
            getSelection().removeAllRanges();
            getSelection().addRange(r);
            say('Select and copy the hash.', '');
          },
        );
      },
    });
    return el('div', { class: 'stack seed-box' }, [
      el('div', { class: 'caption', text: 'Server seed hash (SHA-256), committed before you play:' }),
      el('div', { class: 'row' }, [hash, copy]),
      el('div', { id: 'seed', class: 'caption seed' }),
    ]);
  }
  function lock(on) {
    state.busy = on;
    Array.prototype.forEach.call(document.querySelectorAll('.play'), function (b) {
      b.disabled = on;
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
  };
  var SYMBOL = { cherry: '♥', lemon: '●', bell: '♣', star: '★', diamond: '◆', seven: '7' };

  function slotBoard() {
    var cells = [];
    for (var i = 0; i < 9; i++) cells.push(el('div', { class: 'cell', 'data-cell': String(i), text: '?' }));
    return el('div', { class: 'reels', role: 'img', 'aria-label': 'Reels' }, cells);
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
        var r = d.round;
        var before = note ? note + ' · ' : '';
        loadRounds();
        if (r.win > 0) say(before + 'You won ' + money(r.win), 'win');
        else say(before + 'No win this time', 'loss');
      })
      .catch(function (e) {
        say(e.message, 'loss');
      })
      .then(function () {
        lock(false);
      });
  }

  function crashUi() {
    var big = el('div', { class: 'multiplier', id: 'multiplier', 'aria-live': 'polite', text: '1.00x' });
    var start = el('button', { class: 'btn play', id: 'start', text: 'Bet', onclick: startFlight });
    var cash = el('button', { class: 'btn cash', id: 'cashout', text: 'Cash out', disabled: 'disabled', onclick: cashOut });
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
        else if (s.status === 'crashed') land('Crashed at ' + s.crash.toFixed(2) + 'x', 'loss', s.crash);
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
        if (d.won) land('Cashed out at ' + d.multiplier.toFixed(2) + 'x: you won ' + money(d.round.win), 'win', d.multiplier);
        else land('Crashed at ' + d.crash.toFixed(2) + 'x', 'loss', d.crash);
      })
      .catch(function (e) {
        land(e.message, 'loss', null);
      });
  }

  function diceUi() {
    var under = el('input', { id: 'under', type: 'range', min: '2', max: '95', value: '50', 'aria-label': 'Roll under' });
    var label = el('div', { class: 'caption', id: 'under-label' });
    function update() {
      var u = Number(under.value);
      label.textContent = 'Roll under ' + u + ' · pays ' + (Math.floor((9600 / u) * 100) / 10000).toFixed(4) + 'x · chance ' + u + '%';
    }
    under.addEventListener('input', update);
    update();
    var roll = el('div', { class: 'multiplier', id: 'roll', text: '--.--' });
    var go = el('button', {
      class: 'btn play',
      text: 'Roll',
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
    var sea = el('div', { class: 'sea', id: 'sea', text: 'Aim at a target' });
    var buttons = paytable.map(function (f) {
      return el('button', {
        class: 'btn play fish',
        text: f.label + ' · ' + f.multiplier + 'x',
        onclick: function () {
          play({ target: f.id }, function (r) {
            sea.textContent = r.outcome.caught ? f.label + ' caught!' : 'It got away';
          });
        },
      });
    });
    return el('div', {}, [sea, el('div', { class: 'fishes' }, buttons)]);
  }

  // ---- the table games (their rules and payouts are the contract's; this page only shows them) ----
  var RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
  function colourOf(n) {
    return n === 0 ? 'green' : RED.indexOf(n) >= 0 ? 'red' : 'black';
  }
  function rouletteUi() {
    var chips = [];
    var kind = el('select', { id: 'bet-kind', 'aria-label': 'Inside bet' }, [
      el('option', { value: 'straight', text: 'Straight (35 to 1)' }),
      el('option', { value: 'split-right', text: 'Split with the number to the right (17 to 1)' }),
      el('option', { value: 'split-down', text: 'Split with the number below (17 to 1)' }),
      el('option', { value: 'street', text: 'Street: its row of three (11 to 1)' }),
      el('option', { value: 'corner', text: 'Corner: it, right, below, below right (8 to 1)' }),
      el('option', { value: 'line', text: 'Six line: its row and the next (5 to 1)' }),
    ]);
    var list = el('div', { class: 'caption', id: 'chips', 'aria-live': 'polite', text: 'No bets yet: tap the table.' });
    var ball = el('div', { class: 'multiplier', id: 'ball', text: '--' });
    function show() {
      var counts = {};
      chips.forEach(function (c) {
        counts[c] = (counts[c] || 0) + 1;
      });
      list.textContent = chips.length
        ? 'Your bets (' +
          chips.length +
          ' chips of ' +
          money(stake()) +
          '): ' +
          Object.keys(counts)
            .map(function (k) {
              return k + (counts[k] > 1 ? ' x' + counts[k] : '');
            })
            .join(', ')
        : 'No bets yet: tap the table.';
    }
    function add(bet) {
      if (!bet) return say('That bet is not on the table from this number.', 'loss');
      if (chips.length >= 20) return say('At most 20 chips a spin.', 'loss');
      say('');
      chips.push(bet);
      show();
    }
    function inside(n) {
      var k = kind.value;
      var row = Math.ceil(n / 3);
      if (n === 0 || k === 'straight') return 'straight:' + n;
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
    ].map(function (o) {
      return el('button', {
        class: 'btn outside',
        text: o[1],
        onclick: function () {
          add(o[0]);
        },
      });
    });
    var spin = el('button', {
      class: 'btn play',
      text: 'Spin',
      onclick: function () {
        if (!chips.length) return say('Place a bet on the table first.', 'loss');
        play({ bets: chips.slice() }, function (r) {
          ball.textContent = String(r.outcome.number);
          ball.className = 'multiplier ' + r.outcome.colour;
          Array.prototype.forEach.call(document.querySelectorAll('.num'), function (b) {
            b.classList.toggle('hit', Number(b.getAttribute('data-n')) === r.outcome.number);
          });
          return 'The ball landed on ' + r.outcome.number + ' ' + r.outcome.colour;
        });
      },
    });
    var clear = el('button', {
      class: 'btn',
      text: 'Clear bets',
      onclick: function () {
        chips = [];
        show();
      },
    });
    return el('div', { class: 'stack' }, [
      ball,
      kind,
      el('div', { class: 'table', role: 'group', 'aria-label': 'Roulette table' }, cells),
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
    var board = el('div', { class: 'felt', id: 'felt', 'aria-live': 'polite', text: 'Bet on the side that gets the joker’s rank first.' });
    var buttons = ['andar', 'bahar'].map(function (side) {
      return el('button', {
        class: 'btn play',
        text: (side === 'andar' ? 'Andar' : 'Bahar') + ' · ' + pays[side] + 'x',
        onclick: function () {
          play({ side: side }, function (r) {
            var o = r.outcome;
            board.replaceChildren(
              el('div', { class: 'hand' }, [el('b', { text: 'Joker' }), cardEl(o.joker)]),
              cardsRow('Andar', o.andar, o.winner === 'andar'),
              cardsRow('Bahar', o.bahar, o.winner === 'bahar'),
              el('div', { text: (o.winner === 'andar' ? 'Andar' : 'Bahar') + ' wins' }),
            );
            return (o.winner === 'andar' ? 'Andar' : 'Bahar') + ' wins';
          });
        },
      });
    });
    return el('div', { class: 'stack' }, [board, el('div', { class: 'row' }, buttons)]);
  }
  function dragonTigerUi(pays) {
    var board = el('div', { class: 'felt', id: 'felt', 'aria-live': 'polite', text: 'One card each: the higher wins (ace is low).' });
    var names = { dragon: 'Dragon', tie: 'Tie', tiger: 'Tiger' };
    var buttons = ['dragon', 'tie', 'tiger'].map(function (bet) {
      return el('button', {
        class: 'btn play',
        text: names[bet] + ' · ' + pays[bet] + 'x',
        onclick: function () {
          play({ side: bet }, function (r) {
            var o = r.outcome;
            board.replaceChildren(
              cardsRow('Dragon', [o.dragon], o.result === 'dragon'),
              cardsRow('Tiger', [o.tiger], o.result === 'tiger'),
              el('div', { text: o.result === 'tie' ? 'Tie' : names[o.result] + ' wins' }),
            );
            return o.result === 'tie' ? 'Tie' : names[o.result] + ' wins';
          });
        },
      });
    });
    return el('div', { class: 'stack' }, [
      board,
      el('div', { class: 'row' }, buttons),
      el('div', { class: 'caption', text: 'A tie gives half of a Dragon or Tiger bet back.' }),
    ]);
  }
  function drawUi(table) {
    var picked = [];
    var pays = el('div', { class: 'caption', id: 'draw-pays', 'aria-live': 'polite' });
    function showPays() {
      var t = table.pays[picked.length];
      pays.textContent = picked.length
        ? 'Picked ' +
          picked.join(', ') +
          '. Pays by numbers drawn: ' +
          Object.keys(t)
            .map(function (h) {
              return h + ' → ' + t[h] + 'x';
            })
            .join(' · ')
        : 'Pick 1 to 5 numbers; ' + table.drawn + ' of ' + table.numbers + ' are drawn.';
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
            else return say('At most 5 numbers.', 'loss');
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
      text: 'Draw',
      onclick: function () {
        if (!picked.length) return say('Pick at least one number.', 'loss');
        play({ picks: picked.slice() }, function (r) {
          Array.prototype.forEach.call(document.querySelectorAll('.pick'), function (b) {
            var n = Number(b.getAttribute('data-n'));
            b.classList.toggle('drawn', r.outcome.drawn.indexOf(n) >= 0);
          });
          pays.textContent = 'Drawn: ' + r.outcome.drawn.join(', ') + ' · your hits: ' + (r.outcome.hits.join(', ') || 'none');
          return r.outcome.hits.length + ' of your numbers drawn';
        });
      },
    });
    return el('div', { class: 'stack' }, [el('div', { class: 'draw', role: 'group', 'aria-label': 'Numbers' }, buttons), pays, go]);
  }

  // ---- fairness: reveal the seed; every round is checked on the site's verifier page ----
  function verifyLink(path, text) {
    // the verifier is the site's page (/fairness); a page opened outside the site frame has no site to link to
    if (!parentOrigin || !path) return el('span', { class: 'caption', text: '' });
    return el('a', { href: parentOrigin + path, target: '_blank', rel: 'noopener', class: 'check', text: text });
  }
  function describe(r) {
    var o = r.outcome || {};
    if (r.status === 'open') return 'in flight';
    if (o.number !== undefined) return 'ball ' + o.number + ' ' + o.colour;
    if (o.winner) return o.winner + ' wins';
    if (o.result) return o.result === 'tie' ? 'tie' : o.result + ' wins';
    if (o.drawn) return (o.hits || []).length + ' hits';
    if (o.roll !== undefined) return 'roll ' + Number(o.roll).toFixed(2);
    if (o.crash !== undefined) return 'crash ' + Number(o.crash).toFixed(2) + 'x';
    if (o.caught !== undefined) return o.caught ? 'caught' : 'got away';
    if (o.grid) return (o.lines || []).length + ' lines';
    return '';
  }
  function loadRounds() {
    api('GET', '/api/demo-games/rounds').then(function (rows) {
      var list = document.getElementById('rounds');
      if (!rows.length) return list.replaceChildren(el('li', { class: 'caption', text: 'No rounds yet.' }));
      list.replaceChildren.apply(
        list,
        rows.map(function (r) {
          return el('li', { class: 'round' }, [
            el('span', { text: new Date(r.created_at).toLocaleTimeString() + ' · ' + money(r.bet) + ' · ' + describe(r) + ' · paid ' + money(r.win) }),
            el('span', { class: 'caption', text: 'nonce ' + r.nonce + ' · hash ' + r.server_seed_hash.slice(0, 12) + '…' }),
            verifyLink(r.verify, 'Check round ' + r.nonce),
          ]);
        }),
      );
    });
  }
  function fairnessUi() {
    var list = el('div', { class: 'caption', id: 'revealed' });
    var clientSeed = el('input', { id: 'client-seed', 'aria-label': 'New client seed', maxlength: '64', placeholder: 'New client seed' });
    var check = el('div', { id: 'check-revealed' });
    var rotate = el('button', {
      class: 'btn',
      text: 'Reveal server seed and start a new one',
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
              el('div', { class: 'caption', text: 'Revealed server seed: ' + v.server_seed }),
              v.nonce ? verifyLink('/fairness?' + q.toString(), 'Check the last round of this seed (nonce ' + v.nonce + ')') : el('span', {}),
            );
          })
          .catch(function (e) {
            say(e.message, 'loss');
          });
      },
    });
    return el('details', { class: 'fair' }, [el('summary', { text: 'Provably fair' }), el('div', { class: 'stack' }, [clientSeed, rotate, check, list])]);
  }
  function roundsUi() {
    return el('details', { class: 'fair', id: 'history' }, [el('summary', { text: 'Your rounds' }), el('ul', { class: 'rounds', id: 'rounds' })]);
  }
  function loadRevealed() {
    api('GET', '/api/demo-games/seeds').then(function (d) {
      var list = document.getElementById('revealed');
      list.textContent = d.revealed.length
        ? d.revealed
            .map(function (s) {
              return 'Revealed ' + s.server_seed + ' (client ' + s.client_seed + ', ' + s.nonce + ' rounds)';
            })
            .join('\n')
        : 'No revealed seeds yet.';
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
                        'Three in a line pays (x line bet, 5 lines): ' +
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
      el('header', {}, [el('h1', { text: s.game.name }), el('div', { class: 'balance', id: 'balance', 'aria-label': 'Balance', text: money(s.balance) })]),
      el('div', {
        class: 'caption',
        id: 'standin',
        text:
          'A demo ' +
          (KIND[s.game.engine] || s.game.engine) +
          ' standing in for ' +
          s.game.name +
          ' (' +
          s.game.platform +
          '), provably fair · RTP ' +
          s.rtp
            .map(function (r) {
              return (r.bet === 'any' || r.bet === 'spin' ? '' : r.bet + ' ') + r.rtp.toFixed(2) + '%';
            })
            .join(', ') +
          ' · ' +
          s.username,
      }),
      el('label', { class: 'stake' }, [
        el('span', { text: 'Stake (৳ ' + s.stake.min + ' - ' + s.stake.max.toLocaleString('en-US') + ')' }),
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
