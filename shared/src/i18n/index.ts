// Every string a user sees goes through i18n._() of Lingui (@lingui/core). The English text is the message id (the
// spec's strings verbatim); each app owns its catalogues (src/locales/{en,bn}.po, compiled to .ts by
// `node scripts/i18n.mjs`) and registers them with addCatalog when it loads. The English catalogue holds only the
// messages that need compiling (values, plurals): a plain sentence is its own English text. The Bangla catalogue of
// every app is fetched only when Bangla is chosen. See docs/architecture.md ("Languages").
import { setupI18n, type Messages } from '@lingui/core';
import { startTransition, useEffect, useRef, useState } from 'react';
import { langAtom, sessionStore } from '../session';
import { messages as sharedEn } from '../locales/en';

export type Lang = 'en' | 'bn';
export type { Messages };
export const LANGUAGES: { code: Lang; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'bn', label: 'বাংলা' },
];

/**
 * The one Lingui instance of the site (shared is a singleton, so the shell and every remote use it). A message no
 * catalogue holds shows as its id: English for an English id, and as sent for a server's text the catalogues do not
 * know.
 */
export const i18n = setupI18n({ missing: (_locale, id) => id });
i18n.load({ en: {}, bn: {} });
i18n.activate('en');

/** One app's catalogues: its English messages (bundled) and a loader of its Bangla ones (a chunk of its own). */
export type Catalog = { en: Messages; bn: () => Promise<{ messages: Messages }> };
const catalogs: Catalog[] = [];
const bnLoaded = new Map<Catalog, Promise<void>>();
let wanted: Lang = 'en';

export function langOf(value: string | null | undefined): Lang {
  return value === 'bn' ? 'bn' : 'en';
}

function loadBangla(c: Catalog): Promise<void> {
  let p = bnLoaded.get(c);
  if (!p) {
    p = c.bn().then(
      ({ messages }) => i18n.load('bn', messages),
      (e: unknown) => {
        bnLoaded.delete(c); // a failed fetch is tried again at the next switch
        console.error(e);
      },
    );
    bnLoaded.set(c, p);
  }
  return p;
}

/**
 * Resolves once the page's next frame is on the screen: a frame's time after its drawing began (a task right after
 * the drawing can come before the frame has reached the screen); after a timer where no frame comes (a page in a
 * hidden tab), and at once where nothing is drawn (the server's render, which sets each page's language too).
 */
function afterFrame(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 16),
    );
  });
}

/**
 * The language in force: its catalogues fetched (Bangla's), then activated (every reader renders it, useLingui).
 * `chosen`: a player's switch: the catalogues not yet here are asked for after the frame that shows the choice
 * (each chunk's script a page adds costs its main thread a millisecond or two, which the tap's frame waited for).
 */
async function apply(lang: Lang, chosen = false): Promise<void> {
  wanted = lang;
  if (lang === 'bn') {
    if (chosen && catalogs.some((c) => !bnLoaded.has(c))) await afterFrame();
    await Promise.all(catalogs.map(loadBangla));
  }
  if (wanted !== lang) return; // switched again meanwhile
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'bn' ? 'bn-BD' : 'en';
  // once: a second activation of the same language renders every reader again
  if (i18n.locale !== lang) i18n.activate(lang);
}

/** An app's catalogues join the site's: its screens show in the chosen language (Bangla fetched when chosen). */
export function addCatalog(c: Catalog): void {
  if (catalogs.includes(c)) return;
  catalogs.push(c);
  i18n.load('en', c.en);
  if (wanted === 'bn') void loadBangla(c);
}

/** Resolves once every registered catalogue of the chosen language is in (tests, and the switch's own wait). */
export function languageReady(): Promise<void> {
  return apply(langOf(sessionStore.get(langAtom)));
}

void apply(langOf(sessionStore.get(langAtom)));
sessionStore.sub(langAtom, () => void apply(langOf(sessionStore.get(langAtom)), true));

function subscribe(onChange: () => void): () => void {
  return i18n.on('change', onChange);
}
// a counter of changes (a language switched, a catalogue arrived): components compare a number, nothing is counted
// on the render path
let version = 0;
i18n.on('change', () => void version++);
const snapshot = () => version;

/**
 * The i18n instance for a component, which renders again when the language changes or a catalogue arrives
 * (`i18n._('Deposit')`; the extractor finds every `i18n._` call with a literal). The new language renders as a
 * transition: the tap that chose it paints its frame first, then the page changes language in slices a tap can
 * interrupt, and every part at once (an external store's change, useSyncExternalStore, rendered the whole page in
 * the tap's own task: 220 ms to the next frame on a mid-range phone, docs/performance.md).
 */
export function useLingui(): { i18n: typeof i18n; locale: string } {
  const [drawn, seen] = useState(snapshot);
  const rendered = useRef(drawn);
  rendered.current = drawn;
  useEffect(() => {
    const stop = subscribe(() => startTransition(() => seen(snapshot())));
    // a change between this component's render and now (a catalogue that arrived) is not missed; none, no update
    // (after a hydration, an update per reader of the language)
    if (rendered.current !== snapshot()) seen(snapshot());
    return stop;
  }, []);
  return { i18n, locale: i18n.locale };
}

// shared's own strings (its screens' parts, the contract's messages)
addCatalog({ en: sharedEn, bn: () => import(/* webpackChunkName: "bn-shared" */ '../locales/bn') });

/**
 * A field of the operator's content (a notice, a banner, a promotion) in the reader's language: its Bangla when the
 * item has one (the contract's `bn`), else the English.
 */
export function localized<K extends string>(item: { bn?: Partial<Record<K, string>> } & Record<K, string>, field: K): string {
  return (i18n.locale === 'bn' && item.bn?.[field]) || item[field];
}
