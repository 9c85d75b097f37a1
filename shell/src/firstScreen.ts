// Runs before the app's scripts arrive (main.js, ahead of the async boundary; no shared module may be imported
// here): on the home page it asks for the banners (the server's Link header has already started that call) and
// starts the first banner image, the page's largest picture, instead of waiting for React to render it.
export function startFirstScreen(): void {
  if (location.pathname !== '/' || typeof fetch !== 'function') return;
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
