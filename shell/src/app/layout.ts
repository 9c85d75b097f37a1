// The layout a page is drawn in by the shell's server (server-render.tsx), from what the browser says of itself.
import { LIMITS } from '@bet/shared';

/** The Client Hints a page asks for (Accept-CH), the width among them before the first answer (Critical-CH). */
export const LAYOUT_HINTS = { accept: ['Sec-CH-Viewport-Width', 'Sec-CH-UA-Mobile'], critical: ['Sec-CH-Viewport-Width'] };

/**
 * The hints worth a second request on a first visit (Critical-CH: the browser asks again with them before it shows
 * anything, a whole round trip). None for a phone or a tablet (Sec-CH-UA-Mobile ?1): a touch screen up to 1366 px
 * wide gets the mobile site whatever its width (a larger tablet is drawn mobile first and redrawn: a redraw, never a
 * wrong page); on a first visit from a phone the retry cost Lighthouse's mobile load ~600 ms before the page could
 * draw (docs/performance.md). A desktop browser's width decides between the desktop pages and the mobile site, so it
 * is asked for there.
 */
export function criticalHints(hints: { mobile?: string }): string[] {
  return hints.mobile === '?1' ? [] : LAYOUT_HINTS.critical;
}

/**
 * The layout the server draws, as MOBILE_QUERY would answer in the browser: from the window's width (the
 * Sec-CH-Viewport-Width hint, which Chromium browsers send once asked, retrying the first request for it) and
 * whether it is a phone or a tablet (Sec-CH-UA-Mobile, standing for a touch screen); without the width, from the
 * mobile hint, else the user agent; a browser that says nothing gets the mobile site (the site is mobile first). A
 * wrong guess costs a redraw after hydration, never a wrong page: the browser's own query takes over.
 */
export function mobileLayout(hints: { width?: string; mobile?: string; agent?: string }): boolean {
  const width = Number(hints.width);
  const touch = hints.mobile === '?1' || (hints.mobile === undefined && /Mobi|Android|iPhone|iPad|iPod/i.test(hints.agent ?? ''));
  if (width > 0) return width <= LIMITS.mobileBreakpoint || (touch && width <= LIMITS.touchMobileMaxWidth);
  if (hints.mobile === '?0') return false;
  return touch || !hints.agent;
}
