import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useReducedMotion } from "./use-reduced-motion.ts";

/**
 * Embla's `duration` option is not in milliseconds. Embla moves a slide with a
 * damped spring stepped every 1000/60 ms (velocity += distance left / duration,
 * then velocity × 0.68), so the motion eases out and its tail is endless. We
 * take "the transition is over" to mean the slide has covered 99% of its way,
 * which Embla 8.6's integrator reaches at (independent of the slide's width):
 *
 *   duration 20   → 483 ms      duration 22.5 → 583 ms
 *   duration 20.5 → 500 ms      duration 23   → 617 ms
 *   duration 25 (Embla's default) → 700 ms
 *
 * Below about 20 the spring overshoots and wobbles, so shorter transitions are
 * not offered. The values chosen reach 99% just before the spec's time.
 * (use-carousel.test.tsx checks them against Embla itself.)
 */
export const emblaDurationForMs = {
  500: 20,
  600: 22.5,
} as const;

export type TransitionMs = keyof typeof emblaDurationForMs;

export interface CarouselOptions {
  slideCount: number;
  /** Time each slide stays before the next one comes, while playing. Read once, when the carousel mounts. */
  autoplayMs: number;
  transitionMs: TransitionMs;
}

/** What the visitor asked for with the pause/play button; "auto" until they press it. */
type Choice = "auto" | "playing" | "paused";

export interface CarouselState {
  /** Ref callback for the carousel's viewport (the element that clips the row of slides). */
  setViewport: (element: HTMLElement | null) => void;
  /** Ref callback for the whole carousel: hovering it or moving keyboard focus into it pauses rotation. */
  setRegion: (element: HTMLElement | null) => void;
  slideCount: number;
  selectedIndex: number;
  /** Embla has started: the controls work (until then they are hidden, as in the prerendered HTML). */
  ready: boolean;
  /** Whether the pause/play button is in its playing state (it then offers Pause). */
  playing: boolean;
  /** Whether slides are rotating right now: playing, and neither hovered nor focused. */
  rotating: boolean;
  play: () => void;
  pause: () => void;
  scrollTo: (index: number) => void;
  next: () => void;
  prev: () => void;
}

/**
 * An accessible auto-rotating carousel on Embla and its Autoplay plugin.
 *
 * Rotation pauses while a mouse hovers the carousel or keyboard focus is in it,
 * and resumes on leaving, unless the visitor pressed Pause: their choice holds
 * until they press Play. Pressing Play starts rotation at once, even under the
 * pointer or focus (they asked for it); the next hover or focus pauses it again.
 * Under prefers-reduced-motion nothing rotates until the visitor presses Play,
 * and slides change without animating.
 *
 * Embla owns the timer and the motion; this hook only decides when the timer
 * may run, so React state stays the one source of truth for the controls.
 */
export function useCarousel({ slideCount, autoplayMs, transitionMs }: CarouselOptions): CarouselState {
  const reducedMotion = useReducedMotion();
  const options = useMemo(
    () => ({ loop: true, duration: reducedMotion ? 0 : emblaDurationForMs[transitionMs] }),
    [reducedMotion, transitionMs],
  );
  // The plugin is created once: useEmblaCarousel re-initialises when given a new one.
  const [plugins] = useState(() => [
    Autoplay({
      delay: autoplayMs,
      playOnInit: false,
      // A drag or swipe stops the timer and never restarts it by itself: the
      // hook restarts it on pointerUp if rotation is still wanted. Hover and
      // focus are watched by the hook, which also counts the controls.
      stopOnInteraction: true,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  ]);
  const [setEmblaViewport, emblaApi] = useEmblaCarousel(options, plugins);
  // Embla measures every slide as it starts. It is handed the viewport in a
  // task of its own, after the hydration commit that drew it: inside that
  // commit its layouts made a 22 to 27 ms task on the home page, which a
  // phone's Total Blocking Time counts four times over (issue 16). The
  // controls stay hidden until it has started, as before.
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!viewport) return;
    const start = setTimeout(() => setEmblaViewport(viewport), 0);
    return () => {
      clearTimeout(start);
      setEmblaViewport(null);
    };
  }, [viewport, setEmblaViewport]);

  const [region, setRegion] = useState<HTMLElement | null>(null);
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [choice, setChoice] = useState<Choice>("auto");
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);

  const playing = choice === "playing" || (choice === "auto" && !reducedMotion);
  const rotating = playing && !hovered && !focusWithin;

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelectedIndex(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on("select", onSelect).on("reInit", onSelect);
    return () => {
      emblaApi.off("select", onSelect).off("reInit", onSelect);
    };
  }, [emblaApi]);

  useEffect(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!emblaApi || !autoplay) return;
    // Autoplay sets itself up only when there is more than one place to scroll
    // to (and then throws if told to play), so it is asked again on each sync.
    const sync = () => (rotating && emblaApi.scrollSnapList().length > 1 ? autoplay.play() : autoplay.stop());
    sync();
    // A drag stops the timer, and a re-init (reduced motion switched on or off)
    // resets the plugin: both hand control back here.
    emblaApi.on("pointerUp", sync).on("reInit", sync);
    return () => {
      emblaApi.off("pointerUp", sync).off("reInit", sync);
    };
  }, [emblaApi, rotating]);

  // The region has no role that takes pointer or focus handlers in JSX, so
  // these are native listeners (as in the shell's Contact panel).
  useEffect(() => {
    if (!region) return;
    // A touch is not hovering: a tap would otherwise leave the carousel
    // "hovered", and paused, until the next tap elsewhere.
    const onPointerEnter = (event: PointerEvent) => {
      if (event.pointerType !== "touch") setHovered(true);
    };
    const onPointerLeave = () => setHovered(false);
    // Only keyboard focus pauses: a click also focuses the button it presses,
    // and that focus would keep rotation paused after the mouse has left. A
    // click's focus arrives while the pointer is down, a keyboard's never does.
    let pointerDown = false;
    const onPointerDown = () => {
      pointerDown = true;
    };
    const onPointerUp = () => {
      pointerDown = false;
    };
    const onFocusIn = () => {
      if (!pointerDown) setFocusWithin(true);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!region.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
    };
    // All removed by one abort, so the clean-up cannot miss a listener added here.
    const listening = new AbortController();
    const { signal } = listening;
    region.addEventListener("pointerenter", onPointerEnter, { signal });
    region.addEventListener("pointerleave", onPointerLeave, { signal });
    region.addEventListener("pointerdown", onPointerDown, { signal });
    document.addEventListener("pointerup", onPointerUp, { signal });
    document.addEventListener("pointercancel", onPointerUp, { signal });
    region.addEventListener("focusin", onFocusIn, { signal });
    region.addEventListener("focusout", onFocusOut, { signal });
    return () => listening.abort();
  }, [region]);

  const play = useCallback(() => {
    setChoice("playing");
    setHovered(false);
    setFocusWithin(false);
  }, []);
  const pause = useCallback(() => setChoice("paused"), []);

  // After a manual change the next slide comes a full interval later.
  const navigate = useCallback(
    (move: (api: NonNullable<typeof emblaApi>) => void) => {
      if (!emblaApi) return;
      move(emblaApi);
      emblaApi.plugins().autoplay?.reset();
    },
    [emblaApi],
  );
  const scrollTo = useCallback((index: number) => navigate((api) => api.scrollTo(index)), [navigate]);
  const next = useCallback(() => navigate((api) => api.scrollNext()), [navigate]);
  const prev = useCallback(() => navigate((api) => api.scrollPrev()), [navigate]);

  return {
    setViewport,
    setRegion,
    slideCount,
    selectedIndex,
    ready: emblaApi !== undefined,
    playing,
    rotating,
    play,
    pause,
    scrollTo,
    next,
    prev,
  };
}
