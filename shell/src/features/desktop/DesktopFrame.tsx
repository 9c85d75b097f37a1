// The desktop pages' frame: a top bar with the logo and the three desktop destinations.
import { NavLink, useLingui } from '@bet/shared';
import type { ReactNode } from 'react';
import { useBrand } from '../site/useSite';
import './desktop.css';

export function DesktopFrame({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const { title, logo } = useBrand();
  return (
    <div className="desk">
      <header className="desk-top">
        <NavLink to="/" className="desk-logo" aria-label={title}>
          {logo ? <img src={logo} alt={title} height={36} /> : <span className="shell-logo-text">{title}</span>}
        </NavLink>
        <nav className="desk-nav" aria-label={i18n._('Desktop')}>
          <NavLink to="/" end>
            {i18n._('Home')}
          </NavLink>
          <NavLink to="/promotions">{i18n._('Promotions')}</NavLink>
          <NavLink to="/register" className="btn btn-primary">
            {i18n._('Register')}
          </NavLink>
        </nav>
      </header>
      <main className="desk-main">{children}</main>
      <footer className="desk-foot caption">
        © {new Date().getFullYear()} {title}. {i18n._('Play responsibly. 18+ only.')}
      </footer>
    </div>
  );
}
