// The site-wide data every shell screen reads once: general settings, logo, sliders.
import { fetchGeneral, fetchLogo, fetchSliders, useResource } from '@bet/shared';

export const useGeneral = () => useResource('general', fetchGeneral, { maxAgeMs: 60_000 });
export const useLogo = () => useResource('logo', fetchLogo, { maxAgeMs: 300_000 });
export const useSliders = () => useResource('sliders', fetchSliders, { maxAgeMs: 60_000 });
