// How the exchange pages show a time and a result.

/** Exchange times are shown at GMT+5:30 (SPEC.md section 2). */
export const ist = (iso: string) => {
  const d = new Date(new Date(iso).getTime() + 330 * 60_000).toISOString();
  return `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)} ${d.slice(11, 19)}`;
};
export const plClass = (n: number) => (n > 0 ? 'win' : n < 0 ? 'loss' : '');
