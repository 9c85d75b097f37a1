// The live score and the simulated match picture, in a frame of the odds view: polls the event's score
// (ETag: an unchanged score costs a 304), pauses while the page is hidden.
(function () {
  var root = document.getElementById('live');
  if (!root) return;
  var id = root.getAttribute('data-event');
  var view = root.getAttribute('data-view');
  var sport = root.getAttribute('data-sport');
  var timer = null;
  var last = '';

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text != null) e.textContent = text;
    return e;
  }
  function call(s) {
    if (s.note) return s.note === 'Ball running' ? 'Ball running' : s.note.toUpperCase() + (s.note === 'Wicket' || s.note === 'Goal' ? '!' : '');
    var r = s.recent[s.recent.length - 1];
    if (sport === 'cricket') {
      if (r === '4') return 'FOUR!';
      if (r === '6') return 'SIX!';
      if (r === 'W') return 'WICKET!';
    }
    return s.status === 'In-Play' ? '' : s.status;
  }
  function render(s) {
    root.textContent = '';
    if (view === 'stream') {
      var pitch = el('div', 'pitch ' + sport);
      pitch.appendChild(el('span', 'tag', s.status === 'In-Play' ? 'LIVE' : s.status));
      pitch.appendChild(el('div', 'call', call(s)));
      var bar = el('div', 'bar');
      bar.appendChild(el('span', '', s.lines[0] || ''));
      bar.appendChild(el('span', '', s.detail));
      pitch.appendChild(bar);
      root.appendChild(pitch);
      return;
    }
    var box = el('div', 'score');
    s.lines.forEach(function (l) {
      box.appendChild(el('div', 'line', l));
    });
    box.appendChild(el('div', 'detail', s.detail + (s.note ? ' · ' + s.note : '')));
    var recent = el('div', 'recent');
    s.recent.forEach(function (r) {
      var b = el('span', 'b' + r.replace(/[^0-9A-Za-z]/g, ''), r);
      recent.appendChild(b);
    });
    box.appendChild(recent);
    root.appendChild(box);
  }
  function poll() {
    fetch('/api/score/' + id)
      .then(function (r) {
        return r.ok ? r.text() : null;
      })
      .then(function (t) {
        if (t && t !== last) {
          last = t;
          render(JSON.parse(t));
        }
      })
      .catch(function () {})
      .then(schedule);
  }
  function schedule() {
    clearTimeout(timer);
    if (!document.hidden) timer = setTimeout(poll, 1000);
  }
  document.addEventListener('visibilitychange', function () {
    if (!document.hidden) poll();
    else clearTimeout(timer);
  });
  poll();
})();
