import { getConfig, hasConfig, useT } from '@bet/shared';
import { ShieldCheck } from 'lucide-react';
import { AppDownload } from '../frame/AppDownload';

const PAYMENTS = [
  ['bank', 'Bank Deposit'], ['bkash', 'bKash'], ['upay', 'UPAY'], ['okwallet', 'OKWallet'], ['surecash', 'SureCash'], ['tappay', 'tapPay'], ['usdt', 'USDT'], ['btc', 'BTC'],
];

export function Footer({ title }: { title: string }) {
  const t = useT();
  const api = hasConfig() ? getConfig().apiBase : '';
  return (
    <footer className="footer">
      <h3 className="footer-title">{t('Payment Methods')}</h3>
      <div className="pay-logos">
        {PAYMENTS.map(([file, name]) => <img key={file} src={`${api}/storage/payments/${file}.svg`} alt={name} title={name} />)}
      </div>
      <h3 className="footer-title">{t('Sponsors & Ambassadors')}</h3>
      <p className="caption">{t('Official partner of the Bangladesh Premier Cricket League 2026.')}</p>
      <div className="footer-badges">
        <span className="pill"><ShieldCheck size={14} />&nbsp;{t('Responsible Gaming')}</span>
        <span className="pill">18+</span>
        <span className="pill">{t('Gaming License')}</span>
      </div>
      <nav className="footer-links">
        <a href="/about">{t('About Us')}</a>
        <a href="/affiliate/login">{t('Affiliate')}</a>
        <AppDownload className="link-btn">{t('Download App')}</AppDownload>
      </nav>
      <p className="caption">© 2026 {title}. {t('All rights reserved.')}</p>
    </footer>
  );
}
