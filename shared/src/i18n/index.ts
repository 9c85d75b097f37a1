// Every string a user sees goes through t(). The English text is the key (the spec's strings
// verbatim); other languages map it. Missing entries fall back to English.
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { langAtom, sessionStore } from '../session';
import { bn } from './bn';

export type Lang = 'en' | 'bn';
export const LANGUAGES: { code: Lang; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'bn', label: 'বাংলা' },
];

const catalogues: Record<Lang, Record<string, string>> = { en: {}, bn };

function translate(lang: Lang, text: string, vars?: Record<string, string | number>): string {
  let out = catalogues[lang][text] ?? text;
  if (vars) for (const [k, v] of Object.entries(vars)) out = out.split(`{${k}}`).join(String(v));
  return out;
}

function currentLang(value: string | null): Lang {
  return value === 'bn' ? 'bn' : 'en';
}

/** t() outside React (reads the stored language). */
export function t(text: string, vars?: Record<string, string | number>): string {
  return translate(currentLang(sessionStore.get(langAtom)), text, vars);
}

/** t() that re-renders the component when the language changes. */
export function useT(): (text: string, vars?: Record<string, string | number>) => string {
  const lang = currentLang(useAtomValue(langAtom));
  return useCallback((text: string, vars?: Record<string, string | number>) => translate(lang, text, vars), [lang]);
}
