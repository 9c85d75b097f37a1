// The site-wide data every shell screen reads once: general settings, logo, sliders.
import { fetchGeneral, fetchLogo, fetchSliders, useResource } from '@bet/shared';
import { useEffect } from 'react';

export const useGeneral = () => useResource('general', fetchGeneral, { maxAgeMs: 60_000 });
export const useLogo = () => useResource('logo', fetchLogo, { maxAgeMs: 300_000 });
export const useSliders = () => useResource('sliders', fetchSliders, { maxAgeMs: 60_000 });

/** The site's name and logo addresses, as the header, the desktop frame and the coming-soon page show them. */
export function useBrand(): { title: string; logo?: string; mobileLogo?: string } {
  const general = useGeneral();
  const logo = useLogo();
  return { title: general.data?.site_title ?? 'BetBazar', logo: logo.data?.logo || undefined, mobileLogo: logo.data?.mobile_logo || undefined };
}

/**
 * The browser tab's title and icon from the site settings (general's site_title, the logo settings' favicon). The
 * page starts with an empty icon, so the browser does not ask for a /favicon.ico the site does not have.
 */
export function useSiteHead(): void {
  const title = useGeneral().data?.site_title;
  const favicon = useLogo().data?.favicon;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (favicon && link) link.href = favicon;
  }, [favicon]);
}
