// A labelled filter select of the records pages.
import { useLingui } from '@bet/shared';

export function Select<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: [T, string][]; onChange: (v: T) => void }) {
  const { i18n } = useLingui();
  return (
    <label className="filter">
      <span className="caption">{i18n._(label)}</span>
      <select value={value} onChange={(e) => onChange(e.target.value as T)} aria-label={i18n._(label)}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {i18n._(l)}
          </option>
        ))}
      </select>
    </label>
  );
}
