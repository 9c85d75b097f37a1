// Main banner carousel: autoplay every 3000 ms, dots, and a progress timer in 30 ms steps up to 100.
// The shared Carousel: the first banner is a plain image that paints with the page (no slider library).
import { BannerImage, Carousel, LIMITS, type Slider, Link } from '@bet/shared';
import { useEffect, useState } from 'react';

/** 0..100, advancing every 30 ms across one autoplay period, restarting at each slide. */
export function useSlideProgress(slideKey: number, periodMs: number = LIMITS.bannerAutoplayMs, stepMs: number = LIMITS.bannerProgressStepMs): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    setProgress(0);
    const inc = (100 * stepMs) / periodMs;
    const id = setInterval(() => setProgress((p) => Math.min(100, p + inc)), stepMs);
    return () => clearInterval(id);
  }, [slideKey, periodMs, stepMs]);
  return progress;
}

function SlideLink({ slide, first }: { slide: Slider; first: boolean }) {
  const img = <BannerImage src={slide.thubmnail} alt={slide.name} first={first} />;
  if (slide.link.startsWith('/')) return <Link to={slide.link}>{img}</Link>;
  return slide.link ? (
    <a href={slide.link} target="_blank" rel="noreferrer">
      {img}
    </a>
  ) : (
    img
  );
}

/** The timer under the banner: it alone re-renders every 30 ms, and moves by transform (no layout). */
function BannerProgress({ slide }: { slide: number }) {
  const progress = useSlideProgress(slide);
  return (
    <div className="banner-progress" aria-hidden>
      <div style={{ transform: `scaleX(${progress / 100})` }} />
    </div>
  );
}

const keyOf = (s: Slider) => s.id;
const renderSlide = (s: Slider, first: boolean) => <SlideLink slide={s} first={first} />;

export function Banner({ slides }: { slides: Slider[] }) {
  const [index, setIndex] = useState(0);
  return (
    <div className="banner">
      <Carousel slides={slides} keyOf={keyOf} render={renderSlide} onSlide={setIndex} />
      <BannerProgress slide={index} />
    </div>
  );
}
