// The language chooser: the header's for guests, the member menu's for players (kept in the profile then).
import { useAtomValue } from 'jotai';
import { chooseLanguage } from '../api/users';
import { LANGUAGES, langOf, useLingui } from '../i18n';
import { langAtom } from '../session';

export function LanguageChooser({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const lang = langOf(useAtomValue(langAtom));
  return (
    <label className={className ?? 'lang'}>
      <span className="sr-only">{i18n._('Language')}</span>
      <select className="select" aria-label={i18n._('Language')} value={lang} onChange={(e) => void chooseLanguage(langOf(e.target.value))}>
        {LANGUAGES.map((l) => (
          // each language's name in itself, whatever the page's language
          <option key={l.code} value={l.code} lang={l.code === 'bn' ? 'bn' : 'en'} translate="no">
            {l.label}
          </option>
        ))}
      </select>
    </label>
  );
}
