// The App button (header) and the footer's download link: the apk from the general settings, or, while
// none is published, a note that the app is on its way (never a dead link).
import { Modal, useLingui } from '@bet/shared';
import { Smartphone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useGeneral } from '../site/useSite';

export function AppDownload({ className, children }: { className?: string; children: ReactNode }) {
  const { i18n } = useLingui();
  const general = useGeneral();
  const [open, setOpen] = useState(false);
  const url = general.data?.app_download_url;
  if (url)
    return (
      <a className={className} href={url} download>
        {children}
      </a>
    );
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {children}
      </button>
      <Modal open={open} centered title={i18n._('Android app')} onClose={() => setOpen(false)}>
        <div className="stack" style={{ alignItems: 'center', textAlign: 'center' }}>
          <Smartphone size={44} color="var(--brand)" />
          <p style={{ margin: 0 }}>{i18n._('Our Android app is on its way. Meanwhile, add this site to your home screen from your browser menu.')}</p>
        </div>
      </Modal>
    </>
  );
}
