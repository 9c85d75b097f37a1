// Mobile /promotions (docs/spec.md section 2): a banner carousel (3 s autoplay, dots), the category strip (7 visible,
// 4 under 1024 px, 3 under 600, 2 under 480) filtering the cards for real, and the card grid (name, the first
// 5 words of the description, start/end dates, a Details popup from GET /api/promotions/{id}).
import './promotions.css';
import {
  BannerImage,
  Carousel,
  ErrorState,
  fetchPromotion,
  fetchPromotions,
  fetchSliders,
  filterPromotions,
  previewOf,
  LIMITS,
  localized,
  Modal,
  NoData,
  PageHeader,
  PROMO_TABS,
  promoDay,
  type PromoFilter,
  SafeHtml,
  SkeletonRows,
  useLingui,
  useResource,
} from '@bet/shared';
import { CalendarDays, Info } from 'lucide-react';
import { useState } from 'react';

export function PromotionsPage() {
  const { i18n } = useLingui();
  const promos = useResource('promotions', fetchPromotions, { maxAgeMs: 60_000 });
  const sliders = useResource('sliders', fetchSliders, { maxAgeMs: 300_000 });
  const [filter, setFilter] = useState<PromoFilter>('all');
  const [openId, setOpenId] = useState<number | null>(null);
  const detail = useResource(openId === null ? null : `promotion:${openId}`, () => fetchPromotion(openId as number), { maxAgeMs: 60_000 });
  const rows = filterPromotions(promos.data ?? [], filter);
  return (
    <>
      <PageHeader title={i18n._('Promotions')} back="/" />
      <div className="page stack promotions">
        {!!sliders.data?.main.length && (
          <Carousel
            className="promo-banner"
            slides={sliders.data.main}
            keyOf={(s) => s.id}
            render={(s, first) => <BannerImage src={s.thubmnail} alt={localized(s, 'name')} first={first} />}
          />
        )}
        <div className="promo-strip" role="tablist" aria-label={i18n._('Promotion categories')}>
          {PROMO_TABS.map((c) => (
            <button key={c.id} type="button" role="tab" aria-selected={filter === c.id} onClick={() => setFilter(c.id)}>
              {i18n._(c.label)}
            </button>
          ))}
        </div>
        {promos.error && !promos.data ? (
          <ErrorState onRetry={promos.reload} />
        ) : !promos.data ? (
          <SkeletonRows count={3} height={200} />
        ) : rows.length === 0 ? (
          <NoData text={i18n._('No promotions in this category yet.')} />
        ) : (
          <div className="promo-cards">
            {rows.map((p) => (
              <article key={p.id} className="card promo-m-card" aria-label={localized(p, 'name')}>
                <img className="banner-img" src={p.thumbnail} alt="" loading="lazy" width={1080} height={400} />
                <h2 className="title">{localized(p, 'name')}</h2>
                <p className="muted">{previewOf(localized(p, 'desc'), LIMITS.previewWords)}</p>
                <div className="row">
                  <span className="caption row" style={{ gap: 6 }}>
                    <CalendarDays size={14} />
                    <span className="num">
                      {promoDay(p.start_date)} - {promoDay(p.end_date)}
                    </span>
                  </span>
                  <span className="spacer" />
                  <button
                    type="button"
                    className="btn"
                    onClick={() => setOpenId(p.id)}
                    aria-label={i18n._('Details of {name}', { name: localized(p, 'name') })}
                  >
                    <Info size={16} />
                    {i18n._('Details')}
                  </button>
                </div>
              </article>
            ))}
          </div>
        )}
      </div>
      <Modal open={openId !== null} title={detail.data ? localized(detail.data, 'name') : i18n._('Details')} onClose={() => setOpenId(null)}>
        {detail.error && !detail.data ? (
          <ErrorState onRetry={detail.reload} />
        ) : !detail.data ? (
          <SkeletonRows count={2} />
        ) : (
          <div className="stack">
            <img src={detail.data.thumbnail} alt="" style={{ width: '100%', borderRadius: 10 }} />
            <div className="caption num">
              {promoDay(detail.data.start_date)} - {promoDay(detail.data.end_date)}
            </div>
            <SafeHtml html={localized(detail.data, 'desc')} />
          </div>
        )}
      </Modal>
    </>
  );
}
