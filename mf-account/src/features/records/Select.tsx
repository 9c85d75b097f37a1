// A labelled filter select of the records pages.
import { useT } from '@bet/shared';

export function Select<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: [T, string][]; onChange: (v: T) => void }) {
  const t = useT();
  return (
    <label className="filter">
      <span className="caption">{t(label)}</span>
      <select value={value} onChange={(e) => onChange(e.target.value as T)} aria-label={t(label)}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {t(l)}
          </option>
        ))}
      </select>
    </label>
  );
}
