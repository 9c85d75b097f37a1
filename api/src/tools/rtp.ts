// Measures each demo game's return to player over N rounds (default 1,000,000) drawn exactly as the api draws
// them (roundFloats with a server seed, a client seed and nonces), beside the paytable's figure.
// Run: pnpm --filter @bet/api rtp [rounds]. docs/games.md publishes its output.
import { randomBytes } from 'node:crypto';
import { crashPoint, DICE_RTP, FISH_TARGETS, playDice, playFishing, playSlot, roundFloats, SLOT_RTP } from '../modules/games/engines.js';

export interface RtpRow {
  game: string;
  rounds: number;
  paytable: number;
  measured: number;
}

/** Seeds are random unless given (a test passes fixed ones, so its figures never change between runs). */
export function measureRtp(rounds: number, server = randomBytes(32).toString('hex'), client = randomBytes(8).toString('hex')): RtpRow[] {
  const stake = 10_000; // 100 taka, in poisha
  const run = (game: string, paytable: number, one: (nonce: number) => number): RtpRow => {
    let paid = 0;
    for (let n = 1; n <= rounds; n++) paid += one(n);
    return { game, rounds, paytable, measured: paid / (stake * rounds) };
  };
  return [
    run('Slot (5 lines)', SLOT_RTP, (n) => playSlot(roundFloats(server, client, n, 9), stake).win),
    run('Dice (under 50)', DICE_RTP, (n) => playDice(roundFloats(server, client, n, 1), stake, 50).win),
    run('Crash (cash out at 2.00x)', 0.96, (n) => (crashPoint(roundFloats(server, client, n, 1)[0]) >= 2 ? stake * 2 : 0)),
    ...FISH_TARGETS.map((f) =>
      run(`Fishing (${f.label}, ${f.multiplier}x)`, f.multiplier * f.chance, (n) => playFishing(roundFloats(server, client, n, 1), stake, f.id).win),
    ),
  ];
}

if (process.argv[1]?.endsWith('rtp.ts')) {
  const rounds = Number(process.argv[2]) || 1_000_000;
  const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
  console.log(`| Game | Rounds | Paytable RTP | Measured RTP |\n| --- | ---: | ---: | ---: |`);
  for (const r of measureRtp(rounds)) console.log(`| ${r.game} | ${r.rounds.toLocaleString('en-US')} | ${pct(r.paytable)} | ${pct(r.measured)} |`);
}
