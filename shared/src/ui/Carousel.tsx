// The one banner carousel (home and promotions). The first paint is plain: a scroll-snap track whose first banner
// is an ordinary image, so it paints with the page and no slider code is on the critical path. After the first
// paint swiper (SwiperTrack.tsx, the design card's package) takes over the same box, one autoplay period after the
// load event or as soon as the player reaches for it: autoplay, swipe, keyboard.
// Autoplay stops for reduced motion, hover, touch, a hidden tab and while focus is inside the carousel.
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '../i18n';
import { LIMITS } from '../rules';
import type { SwiperTrackProps, TrackControls } from './SwiperTrack';

// React.lazy drops the component's type parameter: it is the same generic component
const SwiperTrack = lazy(() => import('./SwiperTrack')) as unknown as <S>(props: SwiperTrackProps<S>) => ReactNode;

export interface CarouselProps<S> {
  slides: S[];
  keyOf: (slide: S) => string | number;
  /** One slide; `first` marks the first screen's largest picture (fetched first, never lazy). */
  render: (slide: S, first: boolean) => ReactNode;
  /** Called with the slide now shown (the home page restarts its progress timer). */
  onSlide?: (index: number) => void;
  /** What autoplay is doing (the home page's progress timer follows it). */
  onAutoplay?: SwiperTrackProps<S>['onAutoplay'];
  className?: string;
}

/**
 * When the slider library may load: one autoplay period after the page's load event (the first banner has been
 * seen by then), or at once when the player reaches for the carousel. Never on the first load's path.
 */
function whenWanted(el: HTMLElement | null, run: (focused: boolean) => void): () => void {
  let timer = 0;
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    stop();
    run(Boolean(el?.contains(document.activeElement)));
  };
  const later = () => (timer = window.setTimeout(go, LIMITS.bannerAutoplayMs));
  const events = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
  for (const name of events) el?.addEventListener(name, go, { passive: true });
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  function stop() {
    clearTimeout(timer);
    window.removeEventListener('load', later);
    for (const name of events) el?.removeEventListener(name, go);
  }
  return stop;
}

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function Carousel<S>({ slides, keyOf, render, onSlide, onAutoplay, className = '' }: CarouselProps<S>) {
  const { i18n } = useLingui();
  const [index, setIndex] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const controls = useRef<TrackControls | null>(null);
  const track = useRef<HTMLDivElement>(null);
  const count = slides.length;
  const section = useRef<HTMLElement>(null);
  // the keyboard was on the plain track when swiper came: swiper's track takes the focus over (the plain one goes)
  const refocus = useRef(false);
  useEffect(
    () =>
      count > 1
        ? whenWanted(section.current, (focused) => {
            refocus.current = focused;
            setEnhanced(true);
          })
        : undefined,
    [count],
  );
  useEffect(() => {
    onSlide?.(index);
  }, [index, onSlide]);
  // the plain track (before swiper): a dot scrolls to its banner, a swipe ends on one
  const show = (i: number) => {
    if (controls.current) controls.current.slideTo(i);
    else {
      setIndex(i);
      const el = track.current;
      el?.scrollTo?.({ left: i * el.clientWidth, behavior: 'smooth' });
    }
  };
  const plain = (
    <div
      className="carousel-track"
      ref={track}
      // a scrolling box the keyboard can reach (arrow keys scroll it; focusing it brings swiper's keys)
      tabIndex={0}
      onScroll={(e) => {
        const el = e.currentTarget;
        const i = Math.round(el.scrollLeft / (el.clientWidth || 1));
        if (i !== index) setIndex(i);
      }}
    >
      {slides.map((s, i) => (
        <div className="carousel-slide" key={keyOf(s)} inert={i !== index}>
          {render(s, i === 0)}
        </div>
      ))}
    </div>
  );
  return (
    <section
      ref={section}
      className={`carousel ${className}`}
      aria-label={i18n._('Banners')}
      aria-roledescription="carousel"
      onFocus={() => controls.current?.hold()}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) controls.current?.resume();
      }}
    >
      {enhanced ? (
        <Suspense fallback={plain}>
          <SwiperTrack
            slides={slides}
            keyOf={keyOf}
            render={render}
            index={index}
            onIndex={setIndex}
            controls={controls}
            takeFocus={refocus}
            reducedMotion={prefersReducedMotion()}
            onAutoplay={onAutoplay}
            labels={{
              prev: i18n._('Previous banner'),
              next: i18n._('Next banner'),
              slide: i18n._('Banner {index} of {total}', { index: '{{index}}', total: '{{slidesLength}}' }),
            }}
          />
        </Suspense>
      ) : (
        plain
      )}
      {count > 1 && (
        <div className="carousel-dots" role="tablist" aria-label={i18n._('Banner')}>
          {slides.map((s, i) => (
            <button
              key={keyOf(s)}
              type="button"
              role="tab"
              aria-selected={i === index}
              aria-label={i18n._('Banner {n}', { n: i + 1 })}
              onClick={() => show(i)}
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
