// How the exchange pages show a time and a result. Times are on the player's own clock, the same as the records,
// and say which (a departure from the spec's fixed GMT+5:30, so one bet never shows two times: docs/architecture.md).
import { formatMoney, formatPlayerDateTime, playerZone } from '@bet/shared';

/** 26/11/2026 03:45:37 GMT+6: a bet's time on the player's clock, with the zone. */
export const betTime = (input: string | number | Date) => `${formatPlayerDateTime(input)} ${playerZone().label}`;
export const plClass = (n: number) => (n > 0 ? 'win' : n < 0 ? 'loss' : '');

/** +৳ 1.00 / ৳ -1.00: a profit or loss with its sign (a runner's book, what a cash out locks in). */
export const signedMoney = (taka: number) => `${taka >= 0 ? '+' : ''}${formatMoney(taka)}`;
