// The desktop pages' frame: a top bar with the logo and the three desktop destinations.
import { useT, NavLink } from '@bet/shared';
import type { ReactNode } from 'react';
import { useBrand } from '../site/useSite';
import './desktop.css';

export function DesktopFrame({ children }: { children: ReactNode }) {
  const t = useT();
  const { title, logo } = useBrand();
  return (
    <div className="desk">
      <header className="desk-top">
        <NavLink to="/" className="desk-logo" aria-label={title}>
          {logo ? <img src={logo} alt={title} height={36} /> : <span className="shell-logo-text">{title}</span>}
        </NavLink>
        <nav className="desk-nav" aria-label={t('Desktop')}>
          <NavLink to="/" end>
            {t('Home')}
          </NavLink>
          <NavLink to="/promotions">{t('Promotions')}</NavLink>
          <NavLink to="/register" className="btn btn-primary">
            {t('Register')}
          </NavLink>
        </nav>
      </header>
      <main className="desk-main">{children}</main>
      <footer className="desk-foot caption">
        © {new Date().getFullYear()} {title}. {t('Play responsibly. 18+ only.')}
      </footer>
    </div>
  );
}
