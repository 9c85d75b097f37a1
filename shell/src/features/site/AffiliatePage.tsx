// /affiliate: the affiliate programme in short, with a contact (the footer's and the menu's Affiliate link).
import { fetchGeneral, PageHeader, useLingui, useResource } from '@bet/shared';
import { Handshake, Mail, Percent, Users } from 'lucide-react';

export function AffiliatePage() {
  const { i18n } = useLingui();
  const general = useResource('general', fetchGeneral, { maxAgeMs: 60_000 });
  const mail = general.data?.support_mail || 'affiliates@betbazar.example';
  return (
    <>
      <PageHeader title={i18n._('Affiliate Programme')} back="/" />
      <div className="page stack">
        <section className="card stack" style={{ alignItems: 'center', textAlign: 'center' }}>
          <Handshake size={40} color="var(--brand)" />
          <h1 className="title" style={{ margin: 0 }}>
            {i18n._('Grow with {title}', { title: general.data?.site_title ?? 'BetBazar' })}
          </h1>
          <p className="muted" style={{ margin: 0 }}>
            {i18n._('Bring players to the site and earn a share of what the site makes on them, every month, paid in BDT.')}
          </p>
        </section>
        <section className="card stack">
          <div className="row">
            <Users size={20} color="var(--brand)" />
            <span>{i18n._('Your own link and code: players who sign up with it are yours for good.')}</span>
          </div>
          <div className="row">
            <Percent size={20} color="var(--brand)" />
            <span>{i18n._('Up to 35% revenue share, with a monthly statement of your players and their turnover.')}</span>
          </div>
        </section>
        <a className="btn btn-primary btn-block" href={`mailto:${mail}?subject=${encodeURIComponent('Affiliate programme')}`}>
          <Mail size={18} />
          {i18n._('Contact the affiliate team')}
        </a>
        <p className="caption" style={{ textAlign: 'center' }}>
          {mail}
        </p>
      </div>
    </>
  );
}
