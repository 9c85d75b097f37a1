// Desktop /promotions (SPEC.md section 2): filter by category id (wired: each promotion has a category in the
// api), cards with image, tag, duration, Sign Up Now and Details.
import {
  ErrorState,
  fetchPromotions,
  filterPromotions,
  Modal,
  NoData,
  PROMO_FILTERS,
  promoDay,
  SafeHtml,
  SkeletonRows,
  useResource,
  useT,
  type PromoFilter,
  type Promotion,
  Link,
} from '@bet/shared';
import { CalendarDays, Info, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { DesktopFrame } from './DesktopFrame';

const day = promoDay;

export function PromotionsPage() {
  const t = useT();
  const promos = useResource('promotions', fetchPromotions, { maxAgeMs: 60_000 });
  const [filter, setFilter] = useState<PromoFilter>('all');
  const [open, setOpen] = useState<Promotion | null>(null);
  const rows = filterPromotions(promos.data ?? [], filter);
  return (
    <DesktopFrame>
      <h1 className="title" style={{ fontSize: 26, margin: 0 }}>
        {t('Promotions')}
      </h1>
      <div className="promo-filter" role="group" aria-label={t('Promotion categories')}>
        {PROMO_FILTERS.map((f) => (
          <button key={f.id} type="button" aria-pressed={filter === f.id} onClick={() => setFilter(f.id)}>
            {t(f.label)}
          </button>
        ))}
      </div>
      {promos.error && !promos.data ? (
        <ErrorState onRetry={promos.reload} />
      ) : promos.loading ? (
        <SkeletonRows count={3} height={220} />
      ) : rows.length === 0 ? (
        <NoData text={t('No promotions in this category yet.')} />
      ) : (
        <div className="promo-grid">
          {rows.map((p) => (
            <article key={p.id} className="promo-card" aria-label={p.name}>
              <img src={p.thumbnail} alt="" />
              <div className="promo-body">
                {p.tag && <span className="pill pill-pending promo-tag">{t(p.tag)}</span>}
                <h2 className="promo-name">{p.name}</h2>
                <div className="caption row" style={{ gap: 6 }}>
                  <CalendarDays size={14} />
                  <span className="num">
                    {day(p.start_date)} - {day(p.end_date)}
                  </span>
                </div>
                <div className="promo-actions">
                  <Link to="/register" className="btn btn-primary">
                    <UserPlus size={16} />
                    {t('Sign Up Now')}
                  </Link>
                  <button type="button" className="btn" onClick={() => setOpen(p)}>
                    <Info size={16} />
                    {t('Details')}
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
            <SafeHtml html={open.desc} />
          </div>
        )}
      </Modal>
    </DesktopFrame>
  );
}
