import { useT } from '@bet/shared';
import { Smartphone } from 'lucide-react';
import { useBrand } from '../site/useSite';

/** Desktop visitors see a coming-soon page at / (and any route other than /register and /promotions). */
export function ComingSoon() {
  const t = useT();
  const { title, logo } = useBrand();
  return (
    <div className="coming-soon">
      <div className="coming-card">
        {logo ? <img src={logo} alt={title} height={64} /> : <h1 className="title">{title}</h1>}
        <h1 className="coming-title">{t('Coming soon')}</h1>
        <p className="muted">{t('Our desktop site is on its way. Open this address on your phone to play now.')}</p>
        <div className="row" style={{ justifyContent: 'center' }}>
          <Smartphone size={20} color="var(--brand)" />
          <span>{t('Best on mobile: 768 px or less')}</span>
        </div>
        <div className="row" style={{ justifyContent: 'center', gap: 12 }}>
          <a className="btn btn-primary" href="/register">
            {t('Register')}
          </a>
          <a className="btn" href="/promotions">
            {t('Promotions')}
          </a>
        </div>
      </div>
    </div>
  );
}
