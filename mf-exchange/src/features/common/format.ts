// How the exchange pages show a time and a result. Times are on the player's own clock, the same as the records
// (a departure from the spec's fixed GMT+5:30, so one bet never shows two times: docs/architecture.md).
export { formatPlayerDateTime as betTime } from '@bet/shared';
export const plClass = (n: number) => (n > 0 ? 'win' : n < 0 ? 'loss' : '');
