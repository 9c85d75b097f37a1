// What the page wants soon but not on its first load (the chat button, the menu's code): after the page's load
// event, then 1.5 s, then a moment the phone is idle (at most 3 s more), so that it takes neither a byte of the first
// load nor a task while the page is still busy.

/** Runs `run` once the page is loaded and the phone idle; answers the cancel (for an effect's clean-up). */
export function afterLoadAndIdle(run: () => void): () => void {
  let timer = 0;
  let idle = 0;
  const later = () => {
    timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: 3000 });
      else run();
    }, 1500);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    window.removeEventListener('load', later);
    clearTimeout(timer);
    if (idle) window.cancelIdleCallback(idle);
  };
}
