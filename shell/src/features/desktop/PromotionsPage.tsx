// Desktop /promotions (SPEC.md section 2): filter by category id (wired: each promotion has a category in the
// api), cards with image, tag, duration, Sign Up Now and Details.
import { ErrorState, fetchPromotions, Modal, NoData, SafeHtml, SkeletonRows, useResource, useT, type Promotion } from '@bet/shared';
import { CalendarDays, Info, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DesktopFrame } from './DesktopFrame';

/** The desktop filter ids, in the spec's order (hidden ids 16, 2048, 4096, 16384 are not offered). */
export const PROMO_FILTERS: { id: 'all' | number; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 99, label: 'Welcome Offer' },
  { id: 1, label: 'Slots' },
  { id: 2, label: 'Casino' },
  { id: 4, label: 'Sports' },
  { id: 8, label: 'Fishing' },
  { id: 32, label: 'ESports' },
  { id: 64, label: 'Lottery' },
  { id: 128, label: 'P2P' },
  { id: 256, label: 'Table' },
  { id: 1024, label: 'Arcade' },
  { id: 8192, label: 'Crash' },
  { id: 512, label: 'Others' },
];

export function filterPromotions(rows: Promotion[], filter: 'all' | number): Promotion[] {
  return filter === 'all' ? rows : rows.filter((p) => Number(p.category) === filter);
}

const day = (d: string) => d.slice(0, 10).replace(/-/g, '/');

export function PromotionsPage() {
  const t = useT();
  const promos = useResource('promotions', fetchPromotions, { maxAgeMs: 60_000 });
  const [filter, setFilter] = useState<'all' | number>('all');
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
