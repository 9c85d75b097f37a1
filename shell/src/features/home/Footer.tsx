import { getConfig, hasConfig, Modal, useT, Link } from '@bet/shared';
import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { AppDownload } from '../frame/AppDownload';

const PAYMENTS = [
  ['bank', 'Bank Deposit'],
  ['bkash', 'bKash'],
  ['upay', 'UPAY'],
  ['okwallet', 'OKWallet'],
  ['surecash', 'SureCash'],
  ['tappay', 'tapPay'],
  ['usdt', 'USDT'],
  ['btc', 'BTC'],
];

const SPONSORS = [
  ['bpl', 'Bangladesh Premier League 2026'],
  ['dhaka-kings', 'Dhaka Kings'],
  ['sylhet-strikers', 'Sylhet Strikers'],
];
const AMBASSADORS = [
  ['ambassador-1', 'R. Hasan, cricket ambassador'],
  ['ambassador-2', 'S. Akter, casino ambassador'],
];

export function Footer({ title }: { title: string }) {
  const t = useT();
  const api = hasConfig() ? getConfig().apiBase : '';
  const [about, setAbout] = useState(false);
  return (
    <footer className="footer">
      <h3 className="footer-title">{t('Payment Methods')}</h3>
      <div className="pay-logos">
        {PAYMENTS.map(([file, name]) => (
          <img key={file} src={`${api}/storage/payments/${file}.webp`} alt={name} title={name} width={160} height={64} loading="lazy" />
        ))}
      </div>
      <h3 className="footer-title">{t('Sponsors & Ambassadors')}</h3>
      <p className="caption">{t('Official partner of the Bangladesh Premier Cricket League 2026.')}</p>
      <div className="sponsor-logos">
        {SPONSORS.map(([file, name]) => (
          <img key={file} src={`${api}/storage/sponsors/${file}.webp`} alt={name} width={120} height={48} loading="lazy" />
        ))}
      </div>
      <div className="ambassadors">
        {AMBASSADORS.map(([file, name]) => (
          <img key={file} src={`${api}/storage/ambassadors/${file}.webp`} alt={name} width={100} height={120} loading="lazy" />
        ))}
      </div>
      <div className="footer-badges">
        <Link className="pill" to="/responsible-gaming">
          <ShieldCheck size={14} />
          &nbsp;{t('Responsible Gaming')}
        </Link>
        <span className="pill">18+</span>
        <span className="pill">{t('Gaming License')}</span>
      </div>
      <nav className="footer-links">
        <button type="button" className="link-btn" onClick={() => setAbout(true)}>
          {t('About Us')}
        </button>
        <Link to="/affiliate">{t('Affiliate')}</Link>
        <AppDownload className="link-btn">{t('Download App')}</AppDownload>
      </nav>
      <p className="caption">
        © 2026 {title}. {t('All rights reserved.')}
      </p>
      <Modal open={about} title={t('About Us')} onClose={() => setAbout(false)}>
        <p className="muted" style={{ margin: 0 }}>
          {t(
            '{title} is a mobile-first sports exchange and casino for players in Bangladesh: cricket, soccer and tennis markets, live casino, slots and crash games, with deposits and withdrawals in BDT by bKash, UPAY and other mobile wallets. Play responsibly; 18+ only.',
            { title },
          )}
        </p>
      </Modal>
    </footer>
  );
}
