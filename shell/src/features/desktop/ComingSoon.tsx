import { useLingui } from '@bet/shared';
import { Smartphone } from 'lucide-react';
import { useBrand } from '../site/useSite';

/** Desktop visitors see a coming-soon page at / (and any route other than /register and /promotions). */
export function ComingSoon() {
  const { i18n } = useLingui();
  const { title, logo } = useBrand();
  return (
    <div className="coming-soon">
      <div className="coming-card">
        {logo ? <img src={logo} alt={title} height={64} /> : <h1 className="title">{title}</h1>}
        <h1 className="coming-title">{i18n._('Coming soon')}</h1>
        <p className="muted">{i18n._('Our desktop site is on its way. Open this address on your phone to play now.')}</p>
        <div className="row" style={{ justifyContent: 'center' }}>
          <Smartphone size={20} color="var(--brand)" />
          <span>{i18n._('Best on mobile: 768 px or less')}</span>
        </div>
        <div className="row" style={{ justifyContent: 'center', gap: 12 }}>
          <a className="btn btn-primary" href="/register">
            {i18n._('Register')}
          </a>
          <a className="btn" href="/promotions">
            {i18n._('Promotions')}
          </a>
        </div>
      </div>
    </div>
  );
}
