// Main banner carousel: autoplay every 3000 ms, speed 500 ms, dots, and a progress timer in 30 ms steps up to 100.
import { LIMITS, type Slider } from '@bet/shared';
import { useEffect, useState } from 'react';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { Link } from 'react-router-dom';

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

function SlideLink({ slide }: { slide: Slider }) {
  const img = <img src={slide.thubmnail} alt={slide.name} className="banner-img" />;
  if (slide.link.startsWith('/')) return <Link to={slide.link}>{img}</Link>;
  return slide.link ? (
    <a href={slide.link} target="_blank" rel="noreferrer">
      {img}
    </a>
  ) : (
    img
  );
}

export function Banner({ slides }: { slides: Slider[] }) {
  const [index, setIndex] = useState(0);
  const progress = useSlideProgress(index);
  return (
    <section className="banner" aria-label="Banners">
      <Swiper
        modules={[Autoplay, Pagination]}
        autoplay={{ delay: LIMITS.bannerAutoplayMs, disableOnInteraction: false }}
        speed={LIMITS.bannerSpeedMs}
        loop={slides.length > 1}
        pagination={{ clickable: true }}
        onSlideChange={(s) => setIndex(s.realIndex)}
      >
        {slides.map((s) => (
          <SwiperSlide key={s.id}>
            <SlideLink slide={s} />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="banner-progress" aria-hidden>
        <div style={{ width: `${progress}%` }} />
      </div>
    </section>
  );
}
