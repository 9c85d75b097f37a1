// Main banner carousel: autoplay every 3000 ms, dots, and a progress timer in 30 ms steps up to 100.
// The shared Carousel: the first banner is a plain image that paints with the page; swiper takes over after it.
import { BannerImage, Carousel, LIMITS, Link, localized, type Slider } from '@bet/shared';
import { useCallback, useState, type CSSProperties } from 'react';

/** The timer's animation: one autoplay period in steps of 30 ms (100 of them), from 0 to full width. */
const PROGRESS: CSSProperties = {
  animationDuration: `${LIMITS.bannerAutoplayMs}ms`,
  animationTimingFunction: `steps(${Math.round(LIMITS.bannerAutoplayMs / LIMITS.bannerProgressStepMs)}, end)`,
};

function SlideLink({ slide, first }: { slide: Slider; first: boolean }) {
  const img = <BannerImage src={slide.thubmnail} alt={localized(slide, 'name')} first={first} />;
  if (slide.link.startsWith('/')) return <Link to={slide.link}>{img}</Link>;
  return slide.link ? (
    <a href={slide.link} target="_blank" rel="noreferrer">
      {img}
    </a>
  ) : (
    img
  );
}

/**
 * The timer under the banner: a CSS animation of its transform, restarted at each slide (a new element). The
 * compositor runs it: a React state update every 30 ms kept a phone's main thread busy for as long as the home
 * was open (Lighthouse's blocking time).
 */
export function BannerProgress({ slide, run = 0, running = true }: { slide: number; run?: number; running?: boolean }) {
  return (
    <div className="banner-progress" aria-hidden>
      <div key={`${slide}:${run}`} style={{ ...PROGRESS, animationPlayState: running ? 'running' : 'paused' }} />
    </div>
  );
}

const keyOf = (s: Slider) => s.id;
const renderSlide = (s: Slider, first: boolean) => <SlideLink slide={s} first={first} />;

export function Banner({ slides }: { slides: Slider[] }) {
  const [index, setIndex] = useState(0);
  // the timer follows autoplay: still until it starts, paused with it, from zero again when it starts over
  const [autoplay, setAutoplay] = useState({ run: 0, running: false });
  const onAutoplay = useCallback(
    (state: 'start' | 'pause' | 'resume' | 'stop') =>
      setAutoplay((a) => ({ run: state === 'start' ? a.run + 1 : a.run, running: state === 'start' || state === 'resume' })),
    [],
  );
  return (
    <div className="banner">
      <Carousel slides={slides} keyOf={keyOf} render={renderSlide} onSlide={setIndex} onAutoplay={onAutoplay} />
      <BannerProgress slide={index} run={autoplay.run} running={autoplay.running} />
    </div>
  );
}
