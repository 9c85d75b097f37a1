// Market block (docs/spec.md sections 2, 6, 8): when the player's upline blocked a section, opening it shows the
// Market Block popup instead of navigating. Exchange follows exchange_market; Games and the other Sports
// books follow cs_market; a row counts only while its status is not active.
import {
  fetchMarketBlock,
  isBlocked,
  isLoggedInAtom,
  marketBlockPopupAtom,
  marketBlockText,
  Modal,
  sessionStore,
  type Section,
  useLingui,
  useNavigate,
  useResource,
} from '@bet/shared';
import { useAtomValue } from 'jotai';
import { ShieldAlert } from 'lucide-react';
import { useCallback, type MouseEvent } from 'react';

export { isBlocked };

/** The section a link opens, or null for links no upline can block. */
export function sectionOf(to: string): Section | null {
  if (/^\/exchange/.test(to)) return 'Exchange';
  if (/^\/games\?(.*&)?type=SPORTS(&|$)/.test(to)) return 'Sports';
  if (/^\/games(\?|$)/.test(to)) return 'Games';
  return null;
}

/**
 * onClick handler factory for links into blockable sections: a blocked section opens the popup and the
 * navigation is cancelled. Guests are never blocked (they have no upline yet).
 */
export function useSectionGuard(): (to: string, after?: () => void) => (e: MouseEvent) => void {
  const loggedIn = useAtomValue(isLoggedInAtom);
  // asked once the page's first screen is drawn: a tap before it comes asks for it then (below)
  const block = useResource(loggedIn ? 'market-block' : null, fetchMarketBlock, { maxAgeMs: 30_000, afterFirstScreen: true });
  const rows = block.data;
  const navigate = useNavigate();
  const reload = block.reload;
  return useCallback(
    (to: string, after?: () => void) => (e: MouseEvent) => {
      const section = sectionOf(to);
      if (section && loggedIn && rows === undefined) {
        // the list has not arrived yet: decide once it has, never let a blocked section open meanwhile
        e.preventDefault();
        void fetchMarketBlock()
          .then(
            (fresh) => (isBlocked(fresh, section) ? sessionStore.set(marketBlockPopupAtom, section) : navigate(to)),
            () => navigate(to),
          )
          .finally(() => void reload());
      } else if (section && isBlocked(rows, section)) {
        e.preventDefault();
        sessionStore.set(marketBlockPopupAtom, section);
      }
      after?.();
    },
    [rows, loggedIn, navigate, reload],
  );
}

export function MarketBlockPopup() {
  const { i18n } = useLingui();
  const section = useAtomValue(marketBlockPopupAtom);
  const close = () => sessionStore.set(marketBlockPopupAtom, null);
  return (
    <Modal
      open={section !== null}
      centered
      title={i18n._('Market Block')}
      onClose={close}
      footer={
        <button type="button" className="btn btn-primary btn-block" onClick={close}>
          {i18n._('OK')}
        </button>
      }
    >
      <div className="stack" style={{ alignItems: 'center', textAlign: 'center' }}>
        <ShieldAlert size={44} color="var(--pending)" />
        <p style={{ margin: 0 }}>{section ? i18n._(marketBlockText(section)) : ''}</p>
      </div>
    </Modal>
  );
}
