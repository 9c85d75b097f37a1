// Measures each demo game's return to player over N rounds (default 1,000,000) drawn exactly as the api draws
// them (roundFloats with a server seed, a client seed and nonces), beside the paytable's figure.
// Run: pnpm --filter @bet/api rtp [rounds]. docs/games.md publishes its output.
import { randomBytes } from 'node:crypto';
import { stepGames as S, tableGames as T } from '@bet/shared/contract';
import { playBasic } from './blackjack-strategy.js';
import { crashPoint, DICE_RTP, FISH_TARGETS, playDice, playFishing, playSlot, roundFloats, SLOT_RTP } from '../modules/games/engines.js';

export interface RtpRow {
  game: string;
  rounds: number;
  paytable: number;
  measured: number;
}

/** Seeds are random unless given (a test passes fixed ones, so its figures never change between runs). */
export function measureRtp(rounds: number, server = randomBytes(32).toString('hex'), client = randomBytes(8).toString('hex'), tables = false): RtpRow[] {
  const stake = 10_000; // 100 taka, in poisha
  const run = (game: string, paytable: number, one: (nonce: number) => number): RtpRow => {
    let paid = 0;
    for (let n = 1; n <= rounds; n++) paid += one(n);
    return { game, rounds, paytable, measured: paid / (stake * rounds) };
  };
  // Blackjack by the basic strategy: what the hands returned against all they staked (doubles and splits too); a hand
  // needs fewer than 60 of the shoe's cards, and card i of the shoe depends on number i alone
  const blackjack = (): RtpRow => {
    let staked = 0;
    let paid = 0;
    for (let n = 1; n <= rounds; n++) {
      const r = playBasic(roundFloats(server, client, n, 60), stake);
      staked += r.staked;
      paid += r.win;
    }
    return { game: 'Blackjack (basic strategy)', rounds, paytable: S.BLACKJACK_RTP, measured: paid / staked };
  };
  return [
    run('Slot (5 lines)', SLOT_RTP, (n) => playSlot(roundFloats(server, client, n, 9), stake).win),
    run('Dice (under 50)', DICE_RTP, (n) => playDice(roundFloats(server, client, n, 1), stake, 50).win),
    run('Crash (cash out at 2.00x)', 0.96, (n) => (crashPoint(roundFloats(server, client, n, 1)[0]) >= 2 ? stake * 2 : 0)),
    ...FISH_TARGETS.map((f) =>
      run(`Fishing (${f.label}, ${f.multiplier}x)`, f.multiplier * f.chance, (n) => playFishing(roundFloats(server, client, n, 1), stake, f.id).win),
    ),
    // the table games (the tool's run; the api's test simulates them with a faster source of numbers)
    ...(tables
      ? [
          run('Roulette (red)', T.ROULETTE_RTP, (n) => T.playRoulette(roundFloats(server, client, n, 1), [{ bet: 'red', stake }]).win),
          run('Roulette (straight 17)', T.ROULETTE_RTP, (n) => T.playRoulette(roundFloats(server, client, n, 1), [{ bet: 'straight:17', stake }]).win),
          run('Andar Bahar (Andar)', T.ANDAR_BAHAR_RTP.andar, (n) => T.playAndarBahar(roundFloats(server, client, n, 52), stake, 'andar').win),
          run('Andar Bahar (Bahar)', T.ANDAR_BAHAR_RTP.bahar, (n) => T.playAndarBahar(roundFloats(server, client, n, 52), stake, 'bahar').win),
          run('Dragon Tiger (Dragon)', T.DRAGON_TIGER_RTP.dragon, (n) => T.playDragonTiger(roundFloats(server, client, n, 2), stake, 'dragon').win),
          run('Dragon Tiger (Tie)', T.DRAGON_TIGER_RTP.tie, (n) => T.playDragonTiger(roundFloats(server, client, n, 2), stake, 'tie').win),
          ...[1, 2, 3, 4, 5].map((k) =>
            run(
              `Number draw (${k} pick${k > 1 ? 's' : ''})`,
              T.DRAW_RTP[k],
              (n) => T.playDraw(roundFloats(server, client, n, 10), stake, [3, 11, 19, 27, 35].slice(0, k)).win,
            ),
          ),
          run('Teen Patti (Player)', T.TEEN_PATTI_RTP.player, (n) => T.playTeenPatti(roundFloats(server, client, n, 6), stake, 'player').win),
          run('Teen Patti (Pair plus)', T.TEEN_PATTI_RTP['pair plus'], (n) => T.playTeenPatti(roundFloats(server, client, n, 6), stake, 'pairplus').win),
          // Mines: 3 mines, the same two tiles opened, then a cash-out
          run('Mines (3 mines, 2 tiles)', S.MINES_RTP, (n) => {
            const mines = S.minesOf(roundFloats(server, client, n, 24), 3);
            return mines.includes(12) || mines.includes(6) ? 0 : Math.floor(stake * S.minesMultiplier(3, 2));
          }),
          blackjack(),
        ]
      : []),
  ];
}

if (process.argv[1]?.endsWith('rtp.ts')) {
  const rounds = Number(process.argv[2]) || 1_000_000;
  const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
  console.log(`| Game | Rounds | Paytable RTP | Measured RTP |\n| --- | ---: | ---: | ---: |`);
  for (const r of measureRtp(rounds, undefined, undefined, true))
    console.log(`| ${r.game} | ${r.rounds.toLocaleString('en-US')} | ${pct(r.paytable)} | ${pct(r.measured)} |`);
}
