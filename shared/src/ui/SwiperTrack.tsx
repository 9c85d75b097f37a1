// The carousel's track on swiper (the design card's package), loaded after the first paint by Carousel.tsx: the
// same slides in the same box, with swipe, autoplay, keyboard and its accessibility module. Autoplay waits for
// the player: it is off for `prefers-reduced-motion`, pauses while the pointer is over it, while a finger is on
// it, while a tab is hidden (swiper's own), and while focus is inside the carousel (Carousel.tsx).
import type { ReactNode, RefObject } from 'react';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { LIMITS } from '../rules';

/** What the carousel around the track can ask of it (its dots and its focus). */
export interface TrackControls {
  slideTo(index: number): void;
  /** Stops autoplay until `resume` (focus is inside the carousel). */
  hold(): void;
  resume(): void;
}

export interface SwiperTrackProps<S> {
  slides: S[];
  keyOf: (slide: S) => string | number;
  render: (slide: S, first: boolean) => ReactNode;
  index: number;
  onIndex: (index: number) => void;
  controls: RefObject<TrackControls | null>;
  /** True when the keyboard was on the plain track: the swiper track takes the focus when it is ready. */
  takeFocus: RefObject<boolean>;
  /** `prefers-reduced-motion: reduce`: no autoplay at all. */
  reducedMotion: boolean;
  labels: { prev: string; next: string; slide: string };
  /** Autoplay started (true: a full period from now), paused or resumed (the rest of the period), or stopped. */
  onAutoplay?: (state: 'start' | 'pause' | 'resume' | 'stop') => void;
}

export default function SwiperTrack<S>({ slides, keyOf, render, index, onIndex, controls, takeFocus, reducedMotion, labels, onAutoplay }: SwiperTrackProps<S>) {
  return (
    <Swiper
      className="carousel-track is-swiper"
      modules={[A11y, Autoplay, Keyboard]}
      initialSlide={index}
      rewind
      speed={LIMITS.bannerSpeedMs}
      autoplay={reducedMotion ? false : { delay: LIMITS.bannerAutoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{ prevSlideMessage: labels.prev, nextSlideMessage: labels.next, slideLabelMessage: labels.slide, slideRole: 'group' }}
      onSwiper={(swiper) => {
        // a stop for the keyboard, as the plain track was (the arrow keys move the banners)
        swiper.el.tabIndex = 0;
        if (takeFocus.current) swiper.el.focus({ preventScroll: true });
        controls.current = {
          slideTo: (i) => swiper.slideTo(i),
          hold: () => swiper.autoplay?.running && swiper.autoplay.stop(),
          resume: () => !reducedMotion && swiper.params.autoplay && !swiper.autoplay.running && swiper.autoplay.start(),
        };
      }}
      onSlideChange={(swiper) => onIndex(swiper.activeIndex)}
      onAutoplayStart={() => onAutoplay?.('start')}
      onAutoplayPause={() => onAutoplay?.('pause')}
      onAutoplayResume={() => onAutoplay?.('resume')}
      onAutoplayStop={() => onAutoplay?.('stop')}
    >
      {slides.map((s, i) => (
        <SwiperSlide key={keyOf(s)} className="carousel-slide">
          <div inert={i !== index}>{render(s, i === 0)}</div>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
