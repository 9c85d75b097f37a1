import { getConfig, hasConfig, Link, Modal, useLingui } from '@bet/shared';
import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { AppDownload } from '../frame/AppDownload';

const PAYMENTS = [
  ['bank', /*i18n*/ 'Bank Deposit'],
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
  ['ambassador-1', 'R. Hasan', /*i18n*/ '{name}, cricket ambassador'],
  ['ambassador-2', 'S. Akter', /*i18n*/ '{name}, casino ambassador'],
];

export function Footer({ title }: { title: string }) {
  const { i18n } = useLingui();
  const api = hasConfig() ? getConfig().apiBase : '';
  const [about, setAbout] = useState(false);
  return (
    <footer className="footer">
      <h3 className="footer-title">{i18n._('Payment Methods')}</h3>
      <div className="pay-logos">
        {PAYMENTS.map(([file, name]) => (
          // a wallet's name stays as it is; "Bank Deposit" is a phrase and is translated
          <img
            key={file}
            src={`${api}/storage/payments/${file}.webp`}
            alt={i18n._(name)}
            title={i18n._(name)}
            translate={file === 'bank' ? undefined : 'no'}
            width={160}
            height={64}
            loading="lazy"
          />
        ))}
      </div>
      <h3 className="footer-title">{i18n._('Sponsors & Ambassadors')}</h3>
      <p className="caption">{i18n._('Official partner of the Bangladesh Premier Cricket League 2026.')}</p>
      <div className="sponsor-logos">
        {SPONSORS.map(([file, name]) => (
          <img key={file} src={`${api}/storage/sponsors/${file}.webp`} alt={name} translate="no" width={120} height={48} loading="lazy" />
        ))}
      </div>
      <div className="ambassadors">
        {AMBASSADORS.map(([file, name, role]) => (
          <figure key={file} className="ambassador">
            <img src={`${api}/storage/ambassadors/${file}.webp`} alt={i18n._(role, { name })} width={100} height={120} loading="lazy" />
            <figcaption className="caption" translate="no">
              {name}
            </figcaption>
          </figure>
        ))}
      </div>
      <div className="footer-badges">
        <Link className="pill" to="/responsible-gaming">
          <ShieldCheck size={14} />
          &nbsp;{i18n._('Responsible Gaming')}
        </Link>
        <span className="pill">18+</span>
        <span className="pill">{i18n._('Gaming License')}</span>
      </div>
      <nav className="footer-links">
        <button type="button" className="link-btn" onClick={() => setAbout(true)}>
          {i18n._('About Us')}
        </button>
        <Link to="/affiliate">{i18n._('Affiliate')}</Link>
        <AppDownload className="link-btn">{i18n._('Download App')}</AppDownload>
      </nav>
      <p className="caption">
        © 2026 {title}. {i18n._('All rights reserved.')}
      </p>
      <Modal open={about} title={i18n._('About Us')} onClose={() => setAbout(false)}>
        <p className="muted" style={{ margin: 0 }}>
          {i18n._(
            '{title} is a mobile-first sports exchange and casino for players in Bangladesh: cricket, soccer and tennis markets, live casino, slots and crash games, with deposits and withdrawals in BDT by bKash, UPAY and other mobile wallets. Play responsibly; 18+ only.',
            { title },
          )}
        </p>
      </Modal>
    </footer>
  );
}
