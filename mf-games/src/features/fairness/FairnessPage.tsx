// /fairness: the verifier anyone may open (no login). It takes a server seed, a client seed and a nonce (a game's
// round history links here filled in), shows whether the revealed seed hashes to the hash committed before play,
// and recomputes what the round drew in the browser (Web Crypto, and the contract's own game rules).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { demoGames } from '@bet/shared/contract';

type Engine = demoGames.Engine;
import { PageHeader, useLingui, useLocation } from '@bet/shared';
import { roundFloats, sha256Hex } from './fair';
import './fairness.css';

const GAMES: { engine: Engine; name: string }[] = [
  { engine: 'roulette', name: /*i18n*/ 'European roulette' },
  { engine: 'andarbahar', name: /*i18n*/ 'Andar Bahar' },
  { engine: 'dragontiger', name: /*i18n*/ 'Dragon Tiger' },
  { engine: 'draw', name: /*i18n*/ 'Number draw' },
  { engine: 'slot', name: /*i18n*/ 'Slot' },
  { engine: 'dice', name: /*i18n*/ 'Dice' },
  { engine: 'crash', name: /*i18n*/ 'Crash' },
  { engine: 'fishing', name: /*i18n*/ 'Fishing' },
  { engine: 'plinko', name: /*i18n*/ 'Plinko' },
  { engine: 'wheel', name: /*i18n*/ 'Money wheel' },
  { engine: 'teenpatti', name: /*i18n*/ 'Teen Patti' },
  { engine: 'mines', name: /*i18n*/ 'Mines' },
  { engine: 'blackjack', name: /*i18n*/ 'Blackjack' },
];

interface Checked {
  engine: Engine;
  hash: string;
  /** The hash committed before play, when given: whether the seed hashes to it. */
  matches: boolean | null;
  draw: Record<string, unknown>;
}

const WORDS: Record<string, string> = {
  red: /*i18n*/ 'red',
  black: /*i18n*/ 'black',
  green: /*i18n*/ 'green',
  dragon: /*i18n*/ 'Dragon wins',
  tiger: /*i18n*/ 'Tiger wins',
  tie: /*i18n*/ 'a tie',
  player: /*i18n*/ 'your hand wins',
  dealer: /*i18n*/ 'the dealer wins',
  'high card': /*i18n*/ 'high card',
  pair: /*i18n*/ 'pair',
  colour: /*i18n*/ 'colour',
  sequence: /*i18n*/ 'sequence',
  'pure sequence': /*i18n*/ 'pure sequence',
  trail: /*i18n*/ 'trail',
};
const word = (i18n: ReturnType<typeof useLingui>['i18n'], w: unknown) => i18n._(WORDS[String(w)] ?? String(w));

function DrawText({ engine, draw }: { engine: Engine; draw: Record<string, unknown> }) {
  const { i18n } = useLingui();
  const list = (v: unknown) => (Array.isArray(v) ? v.join(', ') : '');
  switch (engine) {
    case 'roulette':
      return <>{i18n._('The ball lands on {number} ({colour}).', { number: String(draw.number), colour: word(i18n, draw.colour) })}</>;
    case 'andarbahar':
      return (
        <>
          {i18n._('Joker {joker}. Andar: {andar}. Bahar: {bahar}. {winner} wins.', {
            joker: String(draw.joker),
            andar: list(draw.andar),
            bahar: list(draw.bahar) || '-',
            winner: draw.winner === 'andar' ? i18n._('Andar') : i18n._('Bahar'),
          })}
        </>
      );
    case 'dragontiger':
      return (
        <>{i18n._('Dragon {dragon}, Tiger {tiger}: {result}.', { dragon: String(draw.dragon), tiger: String(draw.tiger), result: word(i18n, draw.result) })}</>
      );
    case 'draw':
      return <>{i18n._('Numbers drawn: {numbers}.', { numbers: list(draw.drawn) })}</>;
    case 'slot':
      return <>{i18n._('Reels, row by row: {cells}.', { cells: list(draw.grid) })}</>;
    case 'dice':
      return <>{i18n._('The roll is {roll}.', { roll: Number(draw.roll).toFixed(2) })}</>;
    case 'crash':
      return <>{i18n._('The flight crashes at {x}x.', { x: Number(draw.crash).toFixed(2) })}</>;
    case 'fishing':
      return <>{i18n._('The shot is {shot} (a target is caught when the shot is under its chance).', { shot: Number(draw.shot).toFixed(6) })}</>;
    case 'wheel': {
      // every spin until a number: a 2x or 7x spins again
      const spins = (draw.spins as (number | string)[]).slice(0, 1 + (draw.spins as (number | string)[]).findIndex((x) => typeof x === 'number'));
      return <>{i18n._('The wheel stops on {spins}.', { spins: spins.join(' → ') })}</>;
    }
    case 'teenpatti':
      return (
        <>
          {i18n._('You {player} ({yours}), the dealer {dealer} ({theirs}): {result}.', {
            player: list(draw.player),
            yours: word(i18n, draw.player_hand),
            dealer: list(draw.dealer),
            theirs: word(i18n, draw.dealer_hand),
            result: draw.result === 'tie' ? i18n._('equal hands') : word(i18n, draw.result),
          })}
        </>
      );
    case 'mines':
      // tiles numbered 1-25 as the game page names them, row by row from the top left
      return (
        <>
          {i18n._('The tiles in the order drawn: {order}. A round of n mines has its mines on the first n of them (1 is the top left, row by row).', {
            order: (draw.order as number[]).map((x) => x + 1).join(', '),
          })}
        </>
      );
    case 'blackjack':
      return (
        <>
          {i18n._('The shoe deals {cards}: a card to you, the dealer’s up card, you, the hole card, then each card in the order the hand asks for it.', {
            cards: list(draw.shoe),
          })}
        </>
      );
    case 'plinko': {
      // L and R row by row; a round of 8 or 12 rows takes the first 8 or 12, and lands in slot (how many R)
      const path = String(draw.path);
      const slot = (rows: number) => path.slice(0, rows).split('R').length - 1;
      return (
        <>
          {i18n._('The ball goes {path} (L left, R right): slot {s8} of 8 rows, {s12} of 12, {s16} of 16, counted from 0 at the left.', {
            path,
            s8: String(slot(8)),
            s12: String(slot(12)),
            s16: String(slot(16)),
          })}
        </>
      );
    }
  }
}

export function FairnessPage() {
  const { i18n } = useLingui();
  const query = new URLSearchParams(useLocation().search);
  const id = useId();
  const [engine, setEngine] = useState<Engine>((GAMES.find((g) => g.engine === query.get('game'))?.engine ?? 'roulette') as Engine);
  const [server, setServer] = useState(query.get('server_seed') ?? '');
  const [committed, setCommitted] = useState(query.get('server_seed_hash') ?? '');
  const [client, setClient] = useState(query.get('client_seed') ?? '');
  const [nonce, setNonce] = useState(query.get('nonce') ?? '');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ready = server.trim() !== '' && client.trim() !== '' && /^\d{1,9}$/.test(nonce.trim());

  const check = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!ready) return setError(i18n._('Enter the server seed, the client seed and the nonce.'));
    setError(null);
    const s = server.trim();
    const hash = await sha256Hex(s);
    const floats = await roundFloats(s, client.trim(), Number(nonce), demoGames.FLOATS[engine]);
    setChecked({ engine, hash, matches: committed.trim() ? committed.trim().toLowerCase() === hash : null, draw: demoGames.roundDraw(engine, floats) });
  };
  // a link from a round's history comes filled in: checked at once
  useEffect(() => {
    if (ready) void check();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the values the page opened with
  }, []);

  return (
    <div className="page fairness">
      <PageHeader title={i18n._('Check a round')} back="/games" />
      <p className="caption">
        {i18n._(
          'Before you play, the game shows the SHA-256 hash of its server seed. Each round draws its numbers from HMAC-SHA256 of that seed with your client seed and the round’s nonce. Once the seed is revealed, this page recomputes the round in your browser and checks the seed against the hash.',
        )}
      </p>
      <form className="card stack" aria-label={i18n._('Check a round')} onSubmit={(e) => void check(e)}>
        <label className="field">
          <span>{i18n._('Game')}</span>
          <select value={engine} onChange={(e) => setEngine(e.target.value as Engine)}>
            {GAMES.map((g) => (
              <option key={g.engine} value={g.engine}>
                {i18n._(g.name)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{i18n._('Server seed (revealed)')}</span>
          <input value={server} onChange={(e) => setServer(e.target.value)} autoComplete="off" spellCheck={false} />
        </label>
        <label className="field">
          <span>{i18n._('Server seed hash (shown before play)')}</span>
          <input value={committed} onChange={(e) => setCommitted(e.target.value)} autoComplete="off" spellCheck={false} />
        </label>
        <label className="field">
          <span>{i18n._('Client seed')}</span>
          <input value={client} onChange={(e) => setClient(e.target.value)} autoComplete="off" spellCheck={false} />
        </label>
        <label className="field">
          <span>{i18n._('Nonce')}</span>
          <input value={nonce} onChange={(e) => setNonce(e.target.value.replace(/\D/g, ''))} inputMode="numeric" autoComplete="off" />
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block">
          {i18n._('Check')}
        </button>
      </form>
      {checked && (
        <section className="card stack fair-result" aria-labelledby={id} aria-live="polite">
          <h2 id={id}>{i18n._('Result')}</h2>
          <p>
            {i18n._('SHA-256 of the server seed:')} <code translate="no">{checked.hash}</code>
          </p>
          {checked.matches !== null && (
            <p className={checked.matches ? 'win' : 'loss'} role="status">
              {checked.matches
                ? i18n._('It matches the hash shown before play: the seed was fixed before the round.')
                : i18n._('It does not match the hash shown before play.')}
            </p>
          )}
          <p>
            <DrawText engine={checked.engine} draw={checked.draw} />
          </p>
        </section>
      )}
    </div>
  );
}
