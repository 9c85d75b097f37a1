// Who may use a market now: the back office's market blocks and account locks, one rule for the api (which
// refuses the call) and the apps (which show the Market Block popup instead of the section). Plain code.

/** The sections a block can close (docs/spec.md section 8). */
export type Section = 'Exchange' | 'Games' | 'Sports';

/** One market block row as the api stores and the apps read it. */
export interface MarketBlockRow {
  exchange_market: number;
  cs_market: number;
  status: string;
}

/** Exchange follows exchange_market; Games and the other Sports books cs_market; a row counts while not active. */
export function isBlocked(rows: readonly MarketBlockRow[] | undefined, section: Section): boolean {
  return (rows ?? []).some((r) => String(r.status) !== 'active' && Number(section === 'Exchange' ? r.exchange_market : r.cs_market) === 0);
}

/** The Market Block popup text of section 8; the api's 403 for a blocked call says the same. */
export const marketBlockText = (section: Section | string) =>
  `Dear customer, Your selected section "${section}" is currently blocked by Your Upline. Please Contact Customer Support for further assistance. Thank you for your understanding.`;

export const ACCESS_MSG = {
  /** A call of a player whose account the back office locked (any token still held). */
  locked: /*i18n*/ 'Your account is locked. Please contact Customer Support.',
} as const;
