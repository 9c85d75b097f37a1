// How a sheet, a modal or the bet slip closes like a phone expects: Escape, and the phone's back button (one
// history entry per open layer, so Back closes the topmost layer instead of leaving the page). While any layer is
// open, <html> carries `data-layers` so floating buttons (scroll-to-top, chat) step aside (theme.css).
import { useEffect, useRef } from 'react';

/** The open layers, oldest first: Escape and Back close only the last one. */
const stack: symbol[] = [];
let opened = 0;

const mark = () => {
  if (typeof document === 'undefined') return;
  if (stack.length) document.documentElement.dataset.layers = String(stack.length);
  else delete document.documentElement.dataset.layers;
};

/**
 * While `open`, Escape and the back button call `onClose` (only for the topmost open layer). A layer closed by
 * its own button takes its history entry back with it; one closed by a navigation leaves the new page alone.
 */
export function useDismiss(open: boolean, onClose: () => void): void {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return;
    const id = Symbol('layer');
    stack.push(id);
    mark();
    const top = () => stack[stack.length - 1] === id;
    const entry = { ...(window.history.state as object | null), layer: `layer-${++opened}` };
    window.history.pushState(entry, '');
    let popped = false;
    const onPop = () => {
      // a Back that lands on this layer's own entry (an earlier layer's late return) does not close it
      if (!top() || popped || (window.history.state as { layer?: string } | null)?.layer === entry.layer) return;
      popped = true;
      close.current();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !top() || e.defaultPrevented) return;
      e.preventDefault();
      close.current();
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('keydown', onKey);
      stack.splice(stack.indexOf(id), 1);
      mark();
      // closed by its own button or Escape: its history entry goes too (a navigation has replaced it: leave it)
      const state = window.history.state as { layer?: string } | null;
      if (!popped && state?.layer === entry.layer) window.history.back();
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
