// Market block (docs/spec.md sections 2, 6, 8), shared by the shell's links and the remotes' launches: a section
// the player's upline blocked opens the Market Block popup (the shell shows it) instead of the section.
import { atom } from 'jotai';
import type { Section } from '../contract/access';

// one rule for the api and the apps
export { isBlocked, type Section } from '../contract/access';

/** The blocked section whose popup is open (set it to show the popup). */
export const marketBlockPopupAtom = atom<Section | null>(null);
