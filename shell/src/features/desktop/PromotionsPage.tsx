// Desktop /promotions (docs/spec.md section 2): filter by category id (wired: each promotion has a category in the
// api), cards with image, tag, duration, Sign Up Now and Details.
import {
  ErrorState,
  fetchPromotions,
  filterPromotions,
  Link,
  localized,
  Modal,
  NoData,
  PROMO_FILTERS,
  promoDay,
  type PromoFilter,
  type Promotion,
  SafeHtml,
  SkeletonRows,
  useLingui,
  useResource,
} from '@bet/shared';
import { CalendarDays, Info, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { DesktopFrame } from './DesktopFrame';

const day = promoDay;

export function PromotionsPage() {
  const { i18n } = useLingui();
  const promos = useResource('promotions', fetchPromotions, { maxAgeMs: 60_000 });
  const [filter, setFilter] = useState<PromoFilter>('all');
  const [open, setOpen] = useState<Promotion | null>(null);
  const rows = filterPromotions(promos.data ?? [], filter);
  return (
    <DesktopFrame>
      <h1 className="title" style={{ fontSize: 26, margin: 0 }}>
        {i18n._('Promotions')}
      </h1>
      <div className="promo-filter" role="group" aria-label={i18n._('Promotion categories')}>
        {PROMO_FILTERS.map((f) => (
          <button key={f.id} type="button" aria-pressed={filter === f.id} onClick={() => setFilter(f.id)}>
            {i18n._(f.label)}
          </button>
        ))}
      </div>
      {promos.error && !promos.data ? (
        <ErrorState onRetry={promos.reload} />
      ) : promos.loading ? (
        <SkeletonRows count={3} height={220} />
      ) : rows.length === 0 ? (
        <NoData text={i18n._('No promotions in this category yet.')} />
      ) : (
        <div className="promo-grid">
          {rows.map((p) => (
            <article key={p.id} className="promo-card" aria-label={localized(p, 'name')}>
              <img src={p.thumbnail} alt="" />
              <div className="promo-body">
                {p.tag && <span className="pill pill-pending promo-tag">{localized(p, 'tag')}</span>}
                <h2 className="promo-name">{localized(p, 'name')}</h2>
                <div className="caption row" style={{ gap: 6 }}>
                  <CalendarDays size={14} />
                  <span className="num">
                    {day(p.start_date)} - {day(p.end_date)}
                  </span>
                </div>
                <div className="promo-actions">
                  <Link to="/register" className="btn btn-primary">
                    <UserPlus size={16} />
                    {i18n._('Sign Up Now')}
                  </Link>
                  <button type="button" className="btn" onClick={() => setOpen(p)}>
                    <Info size={16} />
                    {i18n._('Details')}
                  </button>
                </div>
              </div>
            </article>
          ))}
        </div>
      )}
      <Modal open={Boolean(open)} centered title={open?.name} onClose={() => setOpen(null)}>
        {open && (
          <div className="stack">
            <img src={open.thumbnail} alt="" style={{ width: '100%', borderRadius: 10 }} />
            <div className="caption num">
              {day(open.start_date)} - {day(open.end_date)}
            </div>
            <SafeHtml html={localized(open, 'desc')} />
          </div>
        )}
      </Modal>
    </DesktopFrame>
  );
}
