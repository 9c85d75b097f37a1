// The odds tables' cells: a number that flashes when it changes, a price button, a runner's book.
import { useEffect, useRef } from 'react';
import { formatCompact, formatMoney, useLingui } from '@bet/shared';
import { signedMoney } from '../common/format';

export type Level = { price: number; size: number };

/**
 * A number that flashes when it changes (not on the first render). The class is restarted on the same element,
 * so an update changes text, not DOM nodes.
 */
export function Flash({ value, children }: { value: string | number; children: React.ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const first = useRef(value);
  useEffect(() => {
    const el = ref.current;
    if (!el || value === first.current) return;
    el.classList.remove('flash');
    void el.offsetWidth; // a reflow restarts the animation
    el.classList.add('flash');
  }, [value]);
  return <span ref={ref}>{children}</span>;
}

/** What is on offer at a price, short (1.2K, ১.২ হা): Intl's compact notation in the reader's language. */
export const size = (n: number) => formatCompact(n);

/**
 * A price button's accessible name: what it shows first, then what a tap does ("1.3 3.6K Back England"), so a
 * voice user who says what they see reaches it and a screen reader reads the number first, as the eye does.
 */
export const shownThen = (shown: string, action: string) => `${shown} ${action}`;

/** A price to tap: opens the bet slip at it (nothing to tap while the market is shut). */
export function PriceCell({ side, level, onPick, name }: { side: 'back' | 'lay'; level?: Level; onPick?: (price: number) => void; name?: string }) {
  const { i18n } = useLingui();
  if (!level || !onPick)
    return (
      <span className={`odds-cell ${side}${level ? '' : ' empty'}`}>
        {level ? (
          <Flash value={level.price}>
            <b>{level.price}</b>
            <small>{size(level.size)}</small>
          </Flash>
        ) : (
          <b>-</b>
        )}
      </span>
    );
  return (
    <button
      type="button"
      className={`odds-cell ${side}`}
      // the name starts with what the button shows (price, then size), then what it does (WCAG 2.5.3, label in name)
      aria-label={shownThen(
        `${level.price} ${size(level.size)}`,
        i18n._(side === 'back' ? /*i18n*/ 'Back {name}' : /*i18n*/ 'Lay {name}', { name: name ?? '' }),
      )}
      onClick={() => onPick(level.price)}
    >
      <Flash value={level.price}>
        <b>{level.price}</b> <small>{size(level.size)}</small>
      </Flash>
    </button>
  );
}

export const sameLevels = (a: Level[], b: Level[]) => a.length === b.length && a.every((l, i) => l.price === b[i].price && l.size === b[i].size);

/**
 * What the player's matched bets make or lose if this runner wins, and (`next`, while the slip holds a stake on
 * this market) what they would with the slip's bet matched too.
 */
export function RunnerBook({ pl, next }: { pl?: number; next?: number }) {
  const { i18n } = useLingui();
  return (
    <span className="runner-books">
      {pl !== undefined && (
        <span className={`runner-book ${pl >= 0 ? 'win' : 'loss'}`} aria-label={i18n._('If it wins: {amount}', { amount: formatMoney(pl) })}>
          {signedMoney(pl)}
        </span>
      )}
      {next !== undefined && (
        <span
          className={`runner-book next ${next >= 0 ? 'win' : 'loss'}`}
          aria-label={i18n._('With this bet, if it wins: {amount}', { amount: formatMoney(next) })}
        >
          <span aria-hidden="true">{'» '}</span>
          {signedMoney(next)}
        </span>
      )}
    </span>
  );
}
