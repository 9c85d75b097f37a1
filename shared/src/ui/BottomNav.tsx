// A bottom nav of labelled icons (docs/design.md: 60 px, five items): the shell's toolbar and the exchange's nav.
import type { ComponentType, ReactNode } from 'react';
import { NavLink } from '../router';
import { useLingui } from '../i18n';

export interface BottomNavItem {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** Shown on the icon (an unread count). */
  badge?: ReactNode;
  className?: string;
}

export function BottomNav({ label, items, className = '' }: { label: string; items: BottomNavItem[]; className?: string }) {
  const { i18n } = useLingui();
  return (
    <nav className={`toolbar ${className}`.trim()} aria-label={i18n._(label)}>
      {items.map(({ to, label: name, icon: Icon, badge, className: extra }) => (
        <NavLink key={to} to={to} end={to === '/'} className={({ isActive }) => `toolbar-item${isActive ? ' active' : ''}${extra ? ` ${extra}` : ''}`}>
          <span className="toolbar-icon">
            <Icon size={22} aria-hidden />
            {badge}
          </span>
          <span>{i18n._(name)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
