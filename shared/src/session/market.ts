// Market block (SPEC.md sections 2, 6, 8), shared by the shell's links and the remotes' launches: a section
// the player's upline blocked opens the Market Block popup (the shell shows it) instead of the section.
import { atom } from 'jotai';
import type { MarketBlock } from '../model';

export type Section = 'Exchange' | 'Games' | 'Sports';

/** Exchange follows exchange_market; Games and the other Sports books cs_market; a row counts while not active. */
export function isBlocked(rows: MarketBlock[] | undefined, section: Section): boolean {
  return (rows ?? []).some((r) => String(r.status) !== 'active' && Number(section === 'Exchange' ? r.exchange_market : r.cs_market) === 0);
}

/** The blocked section whose popup is open (set it to show the popup). */
export const marketBlockPopupAtom = atom<Section | null>(null);
