// How a sheet, a modal or the bet slip closes like a phone expects: Escape, and the phone's back button (one
// history entry per open layer, so Back closes the topmost layer instead of leaving the page). While any layer is
// open, <html> carries `data-layers` so floating buttons (scroll-to-top, chat) step aside (theme.css).
import { useEffect, useRef } from 'react';

interface Layer {
  /** The history entry this layer pushed (or took over from a layer that closed the same moment). */
  entry: string;
  close: () => void;
  popped: boolean;
}

/** The open layers, oldest first: Escape and Back close only the last one. */
const stack: Layer[] = [];
let opened = 0;
/** Our entries in the session history, oldest first, as far as this page knows (it mirrors pushes and pops). */
let pushed: string[] = [];
/** A pending give-back of closed layers' entries (a moment later, so a layer replacing one can take its entry). */
let release: ReturnType<typeof setTimeout> | null = null;
/** Our own history.go() calls whose popstate is still to come: not a player's Back. */
let ownBacks = 0;
let listening = false;

const mark = () => {
  if (typeof document === 'undefined') return;
  if (stack.length) document.documentElement.dataset.layers = String(stack.length);
  else delete document.documentElement.dataset.layers;
};
const stateLayer = () => (window.history.state as { layer?: string } | null)?.layer;
const isOpen = (entry: string) => stack.some((l) => l.entry === entry);

function onPop() {
  // the history is now at this entry: ours above it are gone (forward)
  const at = stateLayer();
  pushed = at && pushed.includes(at) ? pushed.slice(0, pushed.indexOf(at) + 1) : [];
  if (ownBacks > 0) {
    ownBacks -= 1;
    return;
  }
  const top = stack[stack.length - 1];
  // a Back that lands on the top layer's own entry does not close it
  if (!top || top.popped || at === top.entry) return;
  top.popped = true;
  top.close();
}

/** Gives back the entries of closed layers at the top of the history, all at once. */
function giveBack() {
  release = null;
  let n = 0;
  while (n < pushed.length && !isOpen(pushed[pushed.length - 1 - n])) n++;
  if (stateLayer() !== pushed[pushed.length - 1]) {
    // the page has moved on (a navigation): nothing of ours to give back here
    if (!pushed.includes(stateLayer() ?? '')) pushed = [];
    return;
  }
  if (!n) return;
  pushed = pushed.slice(0, pushed.length - n);
  ownBacks += 1;
  window.history.go(-n);
}

/**
 * While `open`, Escape and the back button call `onClose` (only for the topmost open layer). A layer closed by
 * its own button takes its history entry back with it; one closed by a navigation leaves the new page alone.
 */
export function useDismiss(open: boolean, onClose: () => void): void {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return;
    const layer: Layer = { entry: `layer-${++opened}`, close: () => close.current(), popped: false };
    const state = { ...(window.history.state as object | null), layer: layer.entry };
    // a navigation since our last entry: the entries we knew of are behind another page now
    if (stateLayer() !== pushed[pushed.length - 1]) pushed = [];
    const top = pushed[pushed.length - 1];
    if (release !== null && top !== undefined && !isOpen(top) && stateLayer() === top) {
      // a layer closed a moment ago (this one replaces it): take over its entry instead of adding one
      window.history.replaceState(state, '');
      pushed[pushed.length - 1] = layer.entry;
    } else {
      window.history.pushState(state, '');
      pushed.push(layer.entry);
    }
    if (!listening) {
      // one listener for the page's life: our own Back's popstate may come after the last layer has gone
      window.addEventListener('popstate', onPop);
      listening = true;
    }
    stack.push(layer);
    mark();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || stack[stack.length - 1] !== layer || e.defaultPrevented) return;
      e.preventDefault();
      close.current();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      stack.splice(stack.indexOf(layer), 1);
      mark();
      // closed by its own button or Escape: its history entry goes too (a navigation has replaced it: leave it)
      if (!layer.popped && pushed.includes(layer.entry)) release ??= setTimeout(giveBack, 0);
    };
  }, [open]);
}

/**
 * Marks <html data-typing> while a text field has the focus (on a phone: the keyboard is up and the viewport
 * shrinks), so floating buttons step aside. Called once by the shell; returns the stop function.
 */
export function watchTyping(): () => void {
  const typing = (el: EventTarget | null) =>
    el instanceof HTMLElement &&
    (el.tagName === 'TEXTAREA' ||
      el.tagName === 'SELECT' ||
      (el.tagName === 'INPUT' && !/^(checkbox|radio|button|submit)$/.test((el as HTMLInputElement).type)));
  const on = (e: FocusEvent) => {
    if (typing(e.target)) document.documentElement.dataset.typing = '';
  };
  const off = (e: FocusEvent) => {
    if (!typing(e.relatedTarget)) delete document.documentElement.dataset.typing;
  };
  document.addEventListener('focusin', on);
  document.addEventListener('focusout', off);
  return () => {
    document.removeEventListener('focusin', on);
    document.removeEventListener('focusout', off);
    delete document.documentElement.dataset.typing;
  };
}

let actionBars = 0;
/**
 * Marks <html data-action-bar> while a bar of actions is fixed above the toolbar (the inbox's Read and Delete), so
 * floating buttons step aside instead of covering its buttons.
 */
export function useActionBar(shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    actionBars += 1;
    document.documentElement.dataset.actionBar = '';
    return () => {
      actionBars -= 1;
      if (!actionBars) delete document.documentElement.dataset.actionBar;
    };
  }, [shown]);
}

/**
 * Keeps the keyboard inside an open dialog, with the platform's `inert`: everything else on <body> (the app, the
 * floating buttons, a dialog beneath) takes no focus and no clicks while it is open. Focus moves into the dialog
 * when it opens (unless a field inside took it already) and goes back to what had it when it closes.
 */
export function useFocusInside(open: boolean, dialog: { current: HTMLElement | null }): void {
  useEffect(() => {
    const el = dialog.current;
    if (!open || !el) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const layer = el.closest<HTMLElement>('body > *') ?? el;
    const made = [...document.body.children].filter((c): c is HTMLElement => c instanceof HTMLElement && c !== layer && !c.inert && c.tagName !== 'SCRIPT');
    for (const c of made) c.inert = true;
    if (!el.contains(document.activeElement)) el.focus({ preventScroll: true });
    return () => {
      for (const c of made) c.inert = false;
      if (before?.isConnected && !before.closest('[inert]')) before.focus({ preventScroll: true });
    };
  }, [open, dialog]);
}
