"use client";

// swiper's base rules come with the site stylesheet (styles/globals.css), not as a file of their own.
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import type SwiperCore from "swiper";
import styles from "./Carousel.module.css";
import { afterFirstInput, DEFERRED_WORK_FALLBACK_MS } from "@/lib/device/afterFirstInput";
import { ChevronIcon } from "./ChevronIcon";

export interface CarouselProps {
  /** Accessible name of the carousel ("Ofertas em destaque"). */
  label: string;
  /** Rendered by the server; the first one is what the page shows before any script runs. */
  slides: readonly ReactNode[];
  /** Time each slide stays, in ms; 0 turns autoplay off. Other carousels: 5000 (marketing §9). */
  autoplayMs?: number;
  /** Slide transition, in ms (marketing §9: banner 700, others 400). */
  speed?: number;
  loop?: boolean;
  className?: string;
  /** Class of each slide (height, padding). */
  slideClassName?: string;
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
/** swiper starts loading this long before the first automatic move. */
const SWIPER_LEAD_MS = 1_000;

function slideTo(swiper: SwiperCore, index: number, loop: boolean, duration: number) {
  if (loop) swiper.slideToLoop(index, duration);
  else swiper.slideTo(index, duration);
}

/**
 * The autoplay's move to the next slide. In loop mode swiper refuses a move while a transition
 * runs (its loopPreventsSliding); dropped, the move would leave the carousel on that slide for
 * good (the wait restarts only on a slide change), for one when a dot is tapped just before a move
 * falls due. A refused move waits for the transition's end.
 */
function autoplayNext(swiper: SwiperCore, duration: number) {
  if (swiper.slideNext(duration) !== false) return;
  swiper.once("transitionEnd", () => swiper.slideNext(duration));
}

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** The visitor's reduced-motion preference; the server assumes none (hydration-safe). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * A slide carousel on swiper (docs/architecture.md). The slides are server HTML in swiper's markup,
 * so the first slide shows at its final size before any script (CLS 0); swiper itself is loaded
 * when a slide first has to move (the visitor's first input, or just before the first automatic
 * move), out of the page's start-up. Autoplay is ours, on top of swiper: it
 * stops on mouse hover, while the keyboard focus is inside, and with the pause button (WCAG 2.2.2);
 * with reduced motion it starts paused and slides change without animation. Hidden slides are
 * inert, so keyboard and screen-reader users only meet the slide on screen.
 */
export function Carousel({
  label,
  slides,
  autoplayMs = 5000,
  speed = 400,
  loop = true,
  className,
  slideClassName,
}: CarouselProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperCore | null>(null);
  /** The slide a tap asked for before swiper was ready. */
  const pendingRef = useRef<number | null>(null);
  const [active, setActive] = useState(0);
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const duration = reducedMotion ? 0 : speed;
  const playing = autoplayMs > 0 && count > 1 && (choice ?? (reducedMotion ? "pause" : "play")) === "play";
  // Autoplay does not wait for swiper: a move due before it arrives waits for it (goTo).
  const running = playing && !hovered && !focused;

  // swiper (20 KB compressed) is only needed to move a slide: until then the server HTML shows the
  // first one. It loads on the visitor's first input anywhere on the page (a tap on an arrow
  // included: that move waits for it, see goTo) or a second before the first automatic move,
  // not while the page starts.
  useEffect(() => {
    const el = containerRef.current;
    if (!el || count < 2) return;
    let cancelled = false;
    const load = () =>
      void import("swiper").then(({ default: Swiper }) => {
        if (cancelled) return;
        const swiper = new Swiper(el, {
          loop,
          speed,
          slidesPerView: 1,
          grabCursor: true,
          on: { slideChange: (sw) => setActive(sw.realIndex) },
        });
        swiperRef.current = swiper;
        const wanted = pendingRef.current;
        pendingRef.current = null;
        if (wanted !== null) slideTo(swiper, wanted, loop, window.matchMedia(REDUCED_MOTION).matches ? 0 : speed);
      });
    const cancelLoad = afterFirstInput(load, autoplayMs > 0 ? Math.max(autoplayMs - SWIPER_LEAD_MS, 0) : DEFERRED_WORK_FALLBACK_MS);
    return () => {
      cancelled = true;
      cancelLoad();
      swiperRef.current?.destroy(true, true);
      swiperRef.current = null;
    };
  }, [count, loop, speed, autoplayMs]);

  // Each slide change restarts the wait, so a manual move gets a full interval too.
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => {
      const swiper = swiperRef.current;
      if (swiper) autoplayNext(swiper, duration);
      else pendingRef.current = (active + 1) % count;
    }, autoplayMs);
    return () => window.clearTimeout(timer);
  }, [running, active, autoplayMs, duration, count]);

  const goTo = (index: number) => {
    const swiper = swiperRef.current;
    // A tap before swiper has arrived (it started loading on that tap): the move happens on arrival.
    if (!swiper) pendingRef.current = index;
    else slideTo(swiper, index, loop, duration);
  };
  const step = (delta: 1 | -1) => goTo((active + delta + count) % count);

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(" ")}
      aria-roledescription="carrossel"
      aria-label={label}
      onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={(e) => e.pointerType === "mouse" && setHovered(false)}
      // Keyboard focus pauses; a mouse click on a control does not count as reading a slide.
      onFocus={(e) => e.target.matches(":focus-visible") && setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div ref={containerRef} className={`swiper ${styles.viewport}`}>
        {/* Announced politely only when the visitor moves it: automatic changes stay silent. */}
        <div className="swiper-wrapper" aria-live={running ? "off" : "polite"}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className={["swiper-slide", styles.slide, slideClassName].filter(Boolean).join(" ")}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} de ${count}`}
              inert={i !== active}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          {autoplayMs > 0 && (
            <button
              type="button"
              className={styles.control}
              onClick={() => setChoice(playing ? "pause" : "play")}
              aria-label={playing ? "Pausar carrossel" : "Reproduzir carrossel"}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
            </button>
          )}
          <button type="button" className={styles.control} onClick={() => step(-1)} aria-label="Slide anterior">
            <ChevronIcon direction="left" />
          </button>
          <div className={styles.dots}>
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className={styles.dot}
                aria-label={`Ir para o slide ${i + 1}`}
                aria-current={i === active ? "true" : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
          <button type="button" className={styles.control} onClick={() => step(1)} aria-label="Próximo slide">
            <ChevronIcon direction="right" />
          </button>
        </div>
      )}
    </section>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
    </svg>
  );
}
