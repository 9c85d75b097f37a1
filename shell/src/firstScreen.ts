// Runs before the app's scripts arrive (main.js, ahead of the async boundary; no shared module may be imported
// here). On the home page the shell's server has usually put the first banner in the page: this only places it
// for a player. Otherwise it asks for the banners (the server's Link header has already started that call) and
// starts the first banner image, the page's largest picture, instead of waiting for React to render it.
export function startFirstScreen(): void {
  if (location.pathname !== '/') return;
  // the server has put the first banner in the page, below the guest bar; a player has no guest bar
  const boot = document.querySelector('.boot-home');
  if (boot) {
    try {
      if (localStorage.getItem('token')) boot.classList.add('player');
    } catch {
      /* storage unavailable: a guest */
    }
    return;
  }
  if (typeof fetch !== 'function') return;
  fetch('/config.json')
    .then((r) => r.json() as Promise<{ apiBase: string }>)
    .then((config) => fetch(`${config.apiBase}/api/sliders`))
    .then((r) => r.json() as Promise<{ data?: { main?: { thubmnail?: string }[] } }>)
    .then((body) => {
      const src = body.data?.main?.[0]?.thubmnail;
      if (!src) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = src;
      link.setAttribute('fetchpriority', 'high');
      document.head.appendChild(link);
    })
    .catch(() => {
      /* the app asks again and shows its own error */
    });
}
