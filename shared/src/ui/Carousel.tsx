// The one banner carousel (home and promotions): a scroll-snap track the player can swipe, autoplay, dots.
// Plain DOM and CSS, no slider library: the first banner is an ordinary image that paints with the page.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LIMITS } from '../rules';
import { useT } from '../i18n';

export interface CarouselProps<S> {
  slides: S[];
  keyOf: (slide: S) => string | number;
  /** One slide; `first` marks the first screen's largest picture (fetched first, never lazy). */
  render: (slide: S, first: boolean) => ReactNode;
  /** Called with the slide now shown (the home page restarts its progress timer). */
  onSlide?: (index: number) => void;
  className?: string;
}

export function Carousel<S>({ slides, keyOf, render, onSlide, className = '' }: CarouselProps<S>) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const count = slides.length;
  // autoplay: the next slide every 3 s, counted again from each change (a swipe or a dot too)
  useEffect(() => {
    if (count < 2) return;
    const id = setTimeout(() => setIndex((i) => (i + 1) % count), LIMITS.bannerAutoplayMs);
    return () => clearTimeout(id);
  }, [index, count]);
  useEffect(() => {
    onSlide?.(index);
    const el = track.current;
    if (el && Math.round(el.scrollLeft / (el.clientWidth || 1)) !== index) el.scrollTo?.({ left: index * el.clientWidth, behavior: 'smooth' });
  }, [index, onSlide]);
  // a swipe ends on a slide: that slide is the current one
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    let settle = 0;
    const onScroll = () => {
      clearTimeout(settle);
      settle = window.setTimeout(() => setIndex(Math.round(el.scrollLeft / (el.clientWidth || 1))), 120);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(settle);
      el.removeEventListener('scroll', onScroll);
    };
  }, []);
  return (
    <section className={`carousel ${className}`} aria-label={t('Banners')}>
      <div className="carousel-track" ref={track}>
        {slides.map((s, i) => (
          <div className="carousel-slide" key={keyOf(s)} inert={i !== index}>
            {render(s, i === 0)}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="carousel-dots" role="tablist" aria-label={t('Banner')}>
          {slides.map((s, i) => (
            <button
              key={keyOf(s)}
              type="button"
              role="tab"
              aria-selected={i === index}
              aria-label={t('Banner {n}', { n: i + 1 })}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/** A banner picture: width and height reserve its box; the first is fetched first, the others when needed. */
export function BannerImage({ src, alt, first }: { src: string; alt: string; first: boolean }) {
  return (
    <img
      src={src}
      alt={alt}
      className="banner-img"
      width={1080}
      height={400}
      {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  );
}
