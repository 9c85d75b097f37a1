/** How long after the page starts a player's input on a remote's section may wait for the section's code. */
export const EARLY_INPUT_MS = 10_000;

const hydrated = (element: Element) => Object.keys(element).some((k) => k.startsWith('__reactFiber'));

/**
 * Whether the page's remote section has been committed (hydrated, or drawn again): React marks an element as it
 * hydrates it, before the section is committed, and an event given to it then reaches no handler.
 */
let committed = false;
/** Says the page's remote section has been committed (RemoteMount, once its section is there). */
export function sectionCommitted(): void {
  committed = true;
}

/** Where an element is under `top`: the index of each element on the way down. */
function pathOf(top: Element, element: Element): number[] {
  const path: number[] = [];
  for (let el: Element | null = element; el && el !== top; el = el.parentElement)
    path.unshift(el.parentElement ? [...el.parentElement.children].indexOf(el) : 0);
  return path;
}

/** The element at `path` under `top`, when it is the same kind and says the same as `like` (else null). */
function sameAt(top: Element, path: number[], like: { tag: string; text: string }): Element | null {
  let el: Element | null = top;
  for (const i of path) el = el?.children[i] ?? null;
  return el && el.tagName === like.tag && (el.textContent ?? '') === like.text ? el : null;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isField = (el: EventTarget | null): el is Field =>
  el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && el.type !== 'checkbox' && el.type !== 'radio');

/**
 * Gives a field's value to React as a change the player made: a select's change, or a field's input with React's
 * record of its value (set through the element, as React watches it) at the server's value, so the player's counts as
 * new (React took the field's text as it was when it hydrated it, without a change).
 */
function giveValue(field: Field, value: string) {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A player's input on the remote's section the server drew, before the remote's code has come and hydrated it:
 * React drops a tap on a part it has not hydrated yet (a Play button, a tab) and takes a field as it finds it without
 * the change (a language chosen, an amount typed). A tap is held and given again to its element once React has it
 * (or at EARLY_INPUT_MS, for an element React does not own); a field the player changed is given to React as a change
 * then. When React drew the section again instead of hydrating it (an update reached it first), each goes to the new
 * element in the same place that says the same. Called before the page is hydrated.
 */
export function keepEarlyInput(root: HTMLElement): void {
  const section = root.querySelector('.remote-section');
  if (!section?.firstElementChild) return;
  const until = Date.now() + EARLY_INPUT_MS;
  const early = (target: EventTarget | null): target is Element => target instanceof Element && section.contains(target) && !hydrated(target);
  /** `give` the element once React has it (or its like in its place, when React drew the section again). */
  const whenOwned = <E extends Element>(target: E, give: (el: E) => void) => {
    const path = pathOf(section, target);
    const like = { tag: target.tagName, text: target.textContent ?? '' };
    const again = () => {
      const now = (target.isConnected ? target : sameAt(root.querySelector('.remote-section') ?? section, path, like)) as E | null;
      if (now && ((committed && hydrated(now)) || Date.now() > until)) give(now);
      else if (Date.now() <= until) setTimeout(again, 50);
    };
    again();
  };
  // a tap: the browser's own (a replay of it is not), held
  const tap = (event: MouseEvent) => {
    if (!event.isTrusted || !early(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    whenOwned(event.target, (el) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window })));
  };
  // a field changed: its last value before React had it (React puts a select back to its own value as it takes it)
  const changed = new Map<Field, string>();
  const edit = (event: Event) => {
    const { target } = event;
    if (!early(target) || !isField(target)) return;
    const first = !changed.has(target);
    changed.set(target, target.value);
    if (first) whenOwned(target, (el) => giveValue(el, changed.get(target) ?? target.value));
  };
  document.addEventListener('click', tap, true);
  document.addEventListener('input', edit, true);
  document.addEventListener('change', edit, true);
  setTimeout(() => {
    document.removeEventListener('click', tap, true);
    document.removeEventListener('input', edit, true);
    document.removeEventListener('change', edit, true);
  }, EARLY_INPUT_MS);
}
