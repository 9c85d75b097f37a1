// The site-wide data every shell screen reads once: general settings, logo, sliders.
import { fetchGeneral, fetchLogo, fetchSliders, useResource } from '@bet/shared';

export const useGeneral = () => useResource('general', fetchGeneral, { maxAgeMs: 60_000 });
export const useLogo = () => useResource('logo', fetchLogo, { maxAgeMs: 300_000 });
export const useSliders = () => useResource('sliders', fetchSliders, { maxAgeMs: 60_000 });

/** The site's name and logo addresses, as the header, the desktop frame and the coming-soon page show them. */
export function useBrand(): { title: string; logo?: string; mobileLogo?: string } {
  const general = useGeneral();
  const logo = useLogo();
  return { title: general.data?.site_title ?? 'BetBazar', logo: logo.data?.logo || undefined, mobileLogo: logo.data?.mobile_logo || undefined };
}
