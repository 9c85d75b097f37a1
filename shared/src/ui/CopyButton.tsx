import { Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLingui } from '../i18n';

/** Copies `value`; says `copied` (or `empty` when there is nothing to copy) for 2 s. */
export function CopyButton({ value, copied, empty, label }: { value: string; copied: string; empty: string; label: string }) {
  const { i18n } = useLingui();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const id = setTimeout(() => setMessage(null), 2000);
    return () => clearTimeout(id);
  }, [message]);
  const copy = async () => {
    if (!value) return setMessage(empty);
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      window.prompt(i18n._('Copy this:'), value);
    }
    setMessage(copied);
  };
  return (
    <span className="copy">
      <button type="button" className="icon-btn" aria-label={i18n._(label)} onClick={() => void copy()}>
        <Copy size={18} />
      </button>
      {message && (
        <span className="copy-msg" role="status">
          {i18n._(message)}
        </span>
      )}
    </span>
  );
}
