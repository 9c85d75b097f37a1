import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '../i18n';

/** A page's top bar: back arrow and title (and an optional action on the right). */
export function PageHeader({ title, back = -1, action }: { title: string; back?: string | -1; action?: ReactNode }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  return (
    <div className="page-header">
      <button type="button" className="icon-btn" aria-label={i18n._('Go back')} onClick={() => (back === -1 ? navigate(-1) : navigate(back))}>
        <ChevronLeft size={24} />
      </button>
      <h1 className="title">{i18n._(title)}</h1>
      <div className="page-header-action">{action}</div>
    </div>
  );
}
