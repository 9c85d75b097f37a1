// Odds a tick at a time on the exchange's ladder (the api takes only ladder prices): the bet slip's and the
// unmatched bet editor's.
import { Minus, Plus } from 'lucide-react';
import { MAX_PRICE, MIN_PRICE, moveTicks, useLingui } from '@bet/shared';

export function PriceTicks({ price, onChange }: { price: number; onChange: (price: number) => void }) {
  const { i18n } = useLingui();
  return (
    <div className="slip-ticks">
      <button
        type="button"
        className="icon-btn"
        aria-label={i18n._('Lower the odds')}
        disabled={price <= MIN_PRICE}
        onClick={() => onChange(moveTicks(price, -1))}
      >
        <Minus size={16} />
      </button>
      <output aria-label={i18n._('Odds')}>{price}</output>
      <button
        type="button"
        className="icon-btn"
        aria-label={i18n._('Raise the odds')}
        disabled={price >= MAX_PRICE}
        onClick={() => onChange(moveTicks(price, 1))}
      >
        <Plus size={16} />
      </button>
    </div>
  );
}
