// The splash shown while the first site data loads (docs/spec.md section 1): the variant configured for this host,
// else the site gif (logo settings' loader_logo), falling back to the three-dot loader. It never stays longer
// than the data takes, nor more than 3 s.
import { getConfig, hasConfig, Loader, type LogoSettings } from '@bet/shared';
import { useEffect, useState } from 'react';
import { useGeneral, useLogo } from '../site/useSite';

/** The splash image for `host`: its configured variant, else the loader gif, else null (three dots). */
export function splashImage(host: string, variants: Record<string, string> | undefined, logo: LogoSettings | null | undefined): string | null {
  return variants?.[host] || logo?.loader_logo || null;
}

export function Splash() {
  const general = useGeneral();
  const logo = useLogo();
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setExpired(true), 3000);
    return () => clearTimeout(id);
  }, []);
  const ready = (general.data || general.error) && (logo.data || logo.error);
  if (ready || expired) return null;
  const variants = hasConfig() ? getConfig().splash : undefined;
  const src = splashImage(typeof window === 'undefined' ? '' : window.location.hostname, variants, logo.data);
  return (
    <div className="splash" data-testid="splash">
      {src ? <img src={src} alt="" width={160} /> : <Loader />}
    </div>
  );
}
