// Floating buttons (the chat button, scroll-to-top) never cover what a player came to press or fill in: while
// one sits over a primary action or a form field, it steps aside (`data-covering`, theme.css) until the page has
// moved on. Sheets, the keyboard and fixed action bars hide them too (dismiss.ts marks <html>).
import { useEffect, type RefObject } from 'react';

/** What a floating button must never cover: the page's primary actions, its form fields with their labels and choices. */
export const UNDER_FLOATING =
  '.btn-primary, .btn-block, .choice, .chip, button[type="submit"], input:not([type="hidden"]), select, textarea, label, [data-primary]';

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** True when `box` lies over one of the page's controls that floating buttons must leave free. */
export function coversAction(box: DOMRect, self: Element): boolean {
  for (const el of document.querySelectorAll(UNDER_FLOATING)) {
    if (self.contains(el) || el.closest('[inert], [hidden]')) continue;
    const r = el.getBoundingClientRect();
    if (r.width && r.height && overlaps(box, r)) return true;
  }
  return false;
}

/**
 * Marks `ref`'s element `data-covering` while it lies over a primary action or a form field. Looks again when the
 * page scrolls, the window or the visual viewport (the on-screen keyboard) changes size, or the page's content
 * changes (once per frame at most), and when `moved` changes (the button was dragged, or shown again).
 */
export function useStepAside(ref: RefObject<HTMLElement | null>, moved?: unknown): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const covering = coversAction(el.getBoundingClientRect(), el);
      if (covering !== el.hasAttribute('data-covering')) el.toggleAttribute('data-covering', covering);
    };
    const soon = () => {
      frame ||= requestAnimationFrame(check);
    };
    check();
    const viewport = window.visualViewport;
    window.addEventListener('scroll', soon, { passive: true });
    window.addEventListener('resize', soon);
    viewport?.addEventListener('resize', soon);
    const observer = new MutationObserver(soon);
    observer.observe(document.body, { childList: true, subtree: true });
    // a sheet closed, the keyboard went down: the button is back where it may cover something
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-layers', 'data-typing', 'data-action-bar'] });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', soon);
      window.removeEventListener('resize', soon);
      viewport?.removeEventListener('resize', soon);
      observer.disconnect();
    };
  }, [ref, moved]);
}
