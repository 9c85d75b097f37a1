import { BalanceEye, BalanceText, getConfig, hasConfig, isLoggedInAtom, LanguageChooser, LIMITS, Link, useBalance, useLingui, useStepAside } from '@bet/shared';
import { useAtomValue } from 'jotai';
import { ArrowUp, Download, Headphones, Menu } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useBrand } from '../site/useSite';
import { AppDownload } from './AppDownload';
import { useOpenSupport } from './useSupport';

/** The partner badge a guest sees in the header, on the api (the shell's server preloads it: guestImages in shell/src/frame-calls.json). */
export const HEADER_SPONSOR = '/storage/sponsors/header.webp';

/**
 * true once the page is scrolled more than `threshold` px (docs/spec.md: 300). Watched with an IntersectionObserver on
 * a mark `threshold` px down the page, never by reading the scroll: reading `scrollY` lays the page out when it has
 * changed, and on a page still filling in (a remote's screen mounting) that was a 20 ms layout in a task of its own.
 */
export function useScrolledPast(threshold: number = LIMITS.scrollThreshold): boolean {
  // false on the first render, as the server drew it (hydration); the observer's first answer follows
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const mark = document.createElement('div');
    mark.setAttribute('aria-hidden', 'true');
    mark.style.cssText = `position:absolute;top:${threshold}px;left:0;width:1px;height:1px;pointer-events:none`;
    document.body.appendChild(mark);
    // the mark has gone above the top of the window: scrolled past it
    const seen = new IntersectionObserver(([entry]) => setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0));
    seen.observe(mark);
    return () => {
      seen.disconnect();
      mark.remove();
    };
  }, [threshold]);
  return past;
}

/**
 * A logged-in player's main wallet balance, on every page: the same number as the member menu's Main Wallet and the
 * exchange's Main (the shell's frame keeps it fresh), with the same eye to hide it.
 */
export function HeaderBalance() {
  const { i18n } = useLingui();
  const { balance } = useBalance();
  return (
    <div className="head-balance">
      <Link to="/account" className="head-balance-amount num">
        <span className="sr-only">{i18n._('Balance')} </span>
        <BalanceText value={balance} />
      </Link>
      <BalanceEye size={16} />
    </div>
  );
}

export function Header({ onMenu }: { onMenu: () => void }) {
  const { i18n } = useLingui();
  const scrolled = useScrolledPast();
  const scrollTop = useRef<HTMLButtonElement>(null);
  useStepAside(scrollTop, scrolled);
  const openSupport = useOpenSupport();
  const { title, mobileLogo } = useBrand();
  const loggedIn = useAtomValue(isLoggedInAtom);
  return (
    <>
      <header className={`shell-header${scrolled ? ' active' : ''}`}>
        <button type="button" className="icon-btn" aria-label={i18n._('Menu')} onClick={onMenu}>
          <Menu size={24} />
        </button>
        <Link to="/" className="shell-logo" aria-label={title}>
          {mobileLogo ? <img src={mobileLogo} alt={title} height={30} /> : <span className="shell-logo-text">{title}</span>}
        </Link>
        {!loggedIn && (
          <img
            className="head-sponsor"
            src={`${hasConfig() ? getConfig().apiBase : ''}${HEADER_SPONSOR}`}
            alt={i18n._('Official partner: BPL 2026')}
            width={60}
            height={24}
          />
        )}
        <div className="spacer" />
        {loggedIn && <HeaderBalance />}
        <button type="button" className="head-btn" onClick={openSupport}>
          <Headphones size={18} />
          <span>{i18n._('Help')}</span>
        </button>
        <AppDownload className="head-btn">
          <Download size={18} />
          <span>{i18n._('App')}</span>
        </AppDownload>
      </header>
      {scrolled && (
        <button
          ref={scrollTop}
          type="button"
          className="scroll-top"
          aria-label={i18n._('Scroll to top')}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <ArrowUp size={22} />
        </button>
      )}
    </>
  );
}

/** Guests: language chooser plus Login and Sign up. */
export function GuestBar() {
  const { i18n } = useLingui();
  return (
    <div className="guest-bar">
      <LanguageChooser />
      <Link to="/login" className="btn btn-ghost guest-btn">
        {i18n._('Login')}
      </Link>
      <Link to="/signup" className="btn btn-primary guest-btn">
        {i18n._('Sign up')}
      </Link>
    </div>
  );
}
