// The App button (header) and the footer's download link: the apk from the general settings when one is published;
// otherwise the installed web app: the browser's install prompt where it offers one, the steps of Add to Home Screen
// on an iPhone, the browser menu's Install app elsewhere (installApp.ts; never a dead link).
import { Modal, useLingui } from '@bet/shared';
import { Smartphone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useGeneral } from '../site/useSite';
import { onIos, runsInstalled, useInstallPrompt } from './installApp';

export function AppDownload({ className, children }: { className?: string; children: ReactNode }) {
  const { i18n } = useLingui();
  const general = useGeneral();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { prompt, install } = useInstallPrompt();
  const url = general.data?.app_download_url;
  if (url)
    return (
      <a className={className} href={url} download>
        {children}
      </a>
    );
  // (asked only once the dialog opens: the server's render has no navigator)
  const how = !open ? 'menu' : runsInstalled() ? 'installed' : prompt ? 'prompt' : onIos() ? 'ios' : 'menu';
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {children}
      </button>
      <Modal open={open} centered title={i18n._('Install the app')} onClose={() => setOpen(false)}>
        <div className="stack" style={{ alignItems: 'center', textAlign: 'center' }}>
          <Smartphone size={44} color="var(--brand)" />
          {how === 'installed' ? (
            <p style={{ margin: 0 }}>{i18n._('The app is installed: open it from your home screen.')}</p>
          ) : how === 'prompt' ? (
            <>
              <p style={{ margin: 0 }}>{i18n._('Add the app to your home screen: it opens like an app, loads on a weak line, and needs no Play Store.')}</p>
              <button
                type="button"
                className="btn btn-primary btn-block"
                disabled={busy}
                onClick={() => {
                  setBusy(true);
                  void install().then((done) => {
                    setBusy(false);
                    if (done) setOpen(false);
                  });
                }}
              >
                {i18n._('Install')}
              </button>
            </>
          ) : how === 'ios' ? (
            <ol style={{ margin: 0, textAlign: 'left', paddingLeft: 20 }}>
              <li>{i18n._('Tap the Share button at the bottom of Safari.')}</li>
              <li>{i18n._('Choose Add to Home Screen.')}</li>
              <li>{i18n._('Tap Add: the app is on your home screen.')}</li>
            </ol>
          ) : (
            <p style={{ margin: 0 }}>{i18n._('Open your browser menu (⋮) and choose Install app or Add to Home screen.')}</p>
          )}
        </div>
      </Modal>
    </>
  );
}
