import { useEffect, useId, useRef, useState } from 'react';
import type { PointerEvent } from 'react';
import { cx } from '../class-names';
import { slideLabel, UI_MESSAGES } from '../messages';
import '../styles/controls.css';
import './Carousel.css';

export interface CarouselSlide {
  id: string | number;
  image: string;
  alt: string;
  href?: string;
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Milliseconds per slide while playing; 0 turns autoplay off. */
  interval?: number;
  label?: string;
  onSlideClick?: (slide: CarouselSlide, index: number) => void;
  className?: string;
}

export const CAROUSEL_INTERVAL_MS = 4000;
const SWIPE_MIN_PX = 40;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * APG carousel: a pause/play button first in order (WCAG 2.2.2), previous/next, and slide
 * pickers. Rotation stops while the pointer is over it or focus is inside, and starts paused
 * under reduced motion.
 */
export function Carousel({ slides, interval = CAROUSEL_INTERVAL_MS, label = UI_MESSAGES.carousel, onSlideClick, className }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => interval > 0 && !prefersReducedMotion());
  const [held, setHeld] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const id = useId();
  const count = slides.length;
  const current = count === 0 ? 0 : Math.min(index, count - 1);

  useEffect(() => {
    if (!playing || held || count < 2 || interval <= 0) return undefined;
    const timer = setTimeout(() => setIndex((value) => (value + 1) % count), interval);
    return () => clearTimeout(timer);
  }, [playing, held, count, interval, current]);

  if (count === 0) return null;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const dx = event.clientX - start;
    if (Math.abs(dx) >= SWIPE_MIN_PX) go(dx < 0 ? current + 1 : current - 1);
  };

  return (
    <section
      className={cx('site-carousel', className)}
      aria-roledescription={UI_MESSAGES.carousel}
      aria-label={label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      {count > 1 && interval > 0 ? (
        <button
          type="button"
          className="site-icon-button site-carousel__toggle"
          aria-label={playing ? UI_MESSAGES.pause : UI_MESSAGES.play}
          onClick={() => setPlaying((value) => !value)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            {playing ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" /> : <path d="M8 5l11 7-11 7z" fill="currentColor" />}
          </svg>
        </button>
      ) : null}
      <div
        className="site-carousel__viewport"
        aria-live={playing && !held ? 'off' : 'polite'}
        id={`${id}-slides`}
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={onPointerUp}
      >
        <div className="site-carousel__track" style={{ transform: `translateX(-${current * 100}%)` }}>
          {slides.map((slide, slideIndex) => {
            const image = <img src={slide.image} alt={slide.alt} className="site-carousel__image" draggable={false} />;
            const active = slideIndex === current;
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription={UI_MESSAGES.slide}
                aria-label={slideLabel(slideIndex, count)}
                className="site-carousel__slide"
                aria-hidden={active ? undefined : true}
                inert={!active}
              >
                {slide.href || onSlideClick ? (
                  <a
                    href={slide.href ?? '#'}
                    className="site-carousel__link"
                    onClick={(event) => {
                      if (onSlideClick) {
                        event.preventDefault();
                        onSlideClick(slide, slideIndex);
                      }
                    }}
                  >
                    {image}
                  </a>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <>
          <button type="button" className="site-icon-button site-carousel__nav site-carousel__nav--prev" aria-controls={`${id}-slides`} aria-label={UI_MESSAGES.previous} onClick={() => go(current - 1)}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" />
            </svg>
          </button>
          <button type="button" className="site-icon-button site-carousel__nav site-carousel__nav--next" aria-controls={`${id}-slides`} aria-label={UI_MESSAGES.next} onClick={() => go(current + 1)}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" />
            </svg>
          </button>
          <div className="site-carousel__dots">
            {slides.map((slide, slideIndex) => (
              <button
                key={slide.id}
                type="button"
                className={cx('site-carousel__dot', slideIndex === current && 'is-active')}
                aria-label={slideLabel(slideIndex, count)}
                aria-current={slideIndex === current ? 'true' : undefined}
                onClick={() => go(slideIndex)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
