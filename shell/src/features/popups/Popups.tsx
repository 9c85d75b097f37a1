// Registration Welcome (after signup) and the system notice (once after login); one at a time.
import { localized, Modal, noticePopupAtom, POPUP_WAITING, regPopupAtom, SafeHtml, sessionStore, useLingui, useNavigate } from '@bet/shared';
import { useAtomValue } from 'jotai';
import { PartyPopper } from 'lucide-react';
import { useGeneral } from '../site/useSite';
import { MarketBlockPopup } from './MarketBlock';
import { RealityCheck } from './RealityCheck';

function OncePopups() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const reg = useAtomValue(regPopupAtom);
  const notice = useAtomValue(noticePopupAtom);
  const general = useGeneral();

  if (reg === POPUP_WAITING) {
    const close = () => sessionStore.set(regPopupAtom, null);
    return (
      <Modal open centered title={i18n._('Welcome')} onClose={close}>
        <div className="stack" style={{ alignItems: 'center', textAlign: 'center' }}>
          <PartyPopper size={48} color="var(--brand)" />
          <p style={{ margin: 0 }}>{i18n._('Your account is ready. Make your first deposit and claim your welcome bonus!')}</p>
          <div className="row" style={{ width: '100%' }}>
            <button
              type="button"
              className="btn btn-block"
              onClick={() => {
                close();
                navigate('/');
              }}
            >
              {i18n._('Home Page')}
            </button>
            <button
              type="button"
              className="btn btn-primary btn-block"
              onClick={() => {
                close();
                navigate('/deposit');
              }}
            >
              {i18n._('Deposit now')}
            </button>
          </div>
        </div>
      </Modal>
    );
  }
  const text = general.data && localized(general.data, 'system_notice');
  if (notice === POPUP_WAITING && text) {
    return (
      <Modal open centered title={i18n._('Notice')} onClose={() => sessionStore.set(noticePopupAtom, '0')}>
        <SafeHtml html={text} />
      </Modal>
    );
  }
  return null;
}

export function Popups() {
  return (
    <>
      <OncePopups />
      <MarketBlockPopup />
      <RealityCheck />
    </>
  );
}
