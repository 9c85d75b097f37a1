// The side menu's contents (Drawer.tsx): loaded the first time the menu opens, or once the page is loaded and the
// phone is idle, whichever comes first; not part of any page's first load.
import { ErrorState, Link, routeTitle, SkeletonRows, useLingui, useProviders } from '@bet/shared';
import { linkShown, menuPages, useSiteRoutes } from '../../app/routes';
import {
  ChevronDown,
  ChevronRight,
  Club,
  Dices,
  Fish,
  Gift,
  Headphones,
  House,
  Rocket,
  Spade,
  Ticket,
  Trophy,
  Users,
  Handshake,
  Joystick,
  LayoutGrid,
} from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { CATEGORIES, gamesLink } from './categories';
import { useSportsMenu } from './useProviders';
import { useOpenSupport } from './useSupport';
import { useSectionGuard } from '../popups/MarketBlock';

const ICONS: Record<string, ComponentType<{ size?: number }>> = {
  sports: Trophy,
  casino: Club,
  slot: Joystick,
  table: Spade,
  poker: Dices,
  crash: Rocket,
  fishing: Fish,
  lottery: Ticket,
};

function ProviderList({ type, title, onGo }: { type: string; title: string; onGo: () => void }) {
  const { i18n } = useLingui();
  const providers = useProviders(type);
  const guard = useSectionGuard();
  if (providers.loading)
    return (
      <div className="drawer-sub">
        <SkeletonRows count={2} height={36} />
      </div>
    );
  if (providers.error)
    return (
      <div className="drawer-sub">
        <ErrorState text={i18n._((providers.error as Error).message)} onRetry={providers.reload} />
      </div>
    );
  if (!providers.data?.length) return <div className="drawer-sub caption">{i18n._('No providers yet')}</div>;
  return (
    <div className="drawer-sub">
      {providers.data.map((p) => (
        <Link
          key={p.platform}
          to={gamesLink(type, p.platform, `${title} ${p.name}`)}
          onClick={guard(gamesLink(type, p.platform, `${title} ${p.name}`), onGo)}
          className="drawer-subitem"
        >
          {p.logo && <img src={p.logo} alt="" width={40} height={16} />}
          <span translate="no">{p.name}</span>
        </Link>
      ))}
    </div>
  );
}

export function DrawerMenu({ onClose }: { onClose: () => void }) {
  const { i18n } = useLingui();
  // the menu follows what the remotes publish
  useSiteRoutes();
  const [expanded, setExpanded] = useState<string | null>(null);
  const guard = useSectionGuard();
  const openSupport = useOpenSupport();
  const sportsMenu = useSportsMenu();
  const toggle = (k: string) => setExpanded((e) => (e === k ? null : k));
  return (
    <>
      <nav className="drawer-list">
        <Link to="/" className="drawer-item" onClick={onClose}>
          <House size={20} />
          <span>{i18n._('Home')}</span>
        </Link>
        {CATEGORIES.map((c) => {
          const Icon = ICONS[c.key];
          const isOpen = expanded === c.key;
          return (
            <div key={c.key}>
              <button type="button" className="drawer-item" aria-expanded={isOpen} onClick={() => toggle(c.key)}>
                <Icon size={20} />
                <span>{i18n._(c.label)}</span>
                <span className="spacer" />
                {isOpen ? <ChevronDown size={18} /> : <ChevronRight size={18} />}
              </button>
              {isOpen &&
                (c.type === null ? (
                  <div className="drawer-sub">
                    {sportsMenu.map((s) => (
                      <Link key={s.label} to={s.to} onClick={guard(s.to, onClose)} className="drawer-subitem">
                        <span>{i18n._(s.label)}</span>
                      </Link>
                    ))}
                  </div>
                ) : (
                  <ProviderList type={c.type} title={c.label} onGo={onClose} />
                ))}
            </div>
          );
        })}
        {linkShown('/promotions') && (
          <Link to="/promotions" className="drawer-item" onClick={onClose}>
            <Gift size={20} />
            <span>{i18n._('Promotions')}</span>
          </Link>
        )}
        {linkShown('/refrrel-program') && (
          <Link to="/refrrel-program" className="drawer-item" onClick={onClose}>
            <Users size={20} />
            <span>{i18n._('Referral Program')}</span>
          </Link>
        )}
        {/* a page a remote publishes with an entry in the menu: no shell release for it */}
        {menuPages(['/promotions', '/refrrel-program']).map((r) => (
          <Link key={r.path} to={r.sample ?? r.path} className="drawer-item" onClick={onClose}>
            <LayoutGrid size={20} />
            <span>{routeTitle(r, i18n.locale)}</span>
          </Link>
        ))}
        <Link to="/affiliate" className="drawer-item" onClick={onClose}>
          <Handshake size={20} />
          <span>{i18n._('Affiliate')}</span>
        </Link>
        <button
          type="button"
          className="drawer-item"
          onClick={() => {
            onClose();
            openSupport();
          }}
        >
          <Headphones size={20} />
          <span>{i18n._('24/7 LiveChat')}</span>
        </button>
      </nav>
    </>
  );
}
