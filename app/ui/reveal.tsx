import { type ElementType, type ReactNode, useEffect, useRef } from "react";
import { prefersReducedMotion } from "#app/lib/reduced-motion.ts";

/** The spec's scroll animation: trigger 100 px inside the viewport, 800 ms, 100 ms delay, ease-in-sine. */
export const REVEAL_OFFSET_PX = 100;
/** Marks an element whose Reveal children appear together when it scrolls into view. */
export const REVEAL_GROUP_ATTRIBUTE = "data-reveal-group";

const delayClasses = {
  0: "[--reveal-delay:0ms]",
  100: "[--reveal-delay:100ms]",
  300: "[--reveal-delay:300ms]",
  600: "[--reveal-delay:600ms]",
  900: "[--reveal-delay:900ms]",
} as const;

interface RevealProps {
  children: ReactNode;
  as?: ElementType;
  className?: string;
  delayMs?: keyof typeof delayClasses;
}

/**
 * Fades its content in when it scrolls into view. Content that is already
 * on screen when the page starts is never hidden, nothing is hidden without
 * JavaScript, and nothing moves for visitors who prefer reduced motion.
 */
export function Reveal({ children, as: Tag = "div", className = "", delayMs = 100 }: RevealProps) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    // Inside a carousel, cards off to the side are clipped, never "in view":
    // they reveal when their group scrolls into view, each with its own delay.
    const trigger = element.closest<HTMLElement>(`[${REVEAL_GROUP_ATTRIBUTE}]`) ?? element;
    // Anything already painted on screen stays: even the top of a card peeking in at
    // the bottom edge, which the trigger (100 px inside) would otherwise hide again.
    // The observer's first report says where the trigger is, from the layout the
    // browser makes anyway: asking getBoundingClientRect() here forced a layout for
    // every Reveal in turn during hydration (a long task on the home page, issue 16).
    let placed = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!placed) {
          placed = true;
          const first = entries[0];
          if (!first || first.boundingClientRect.top < window.innerHeight) {
            observer.disconnect();
            return;
          }
          element.dataset.reveal = "waiting";
        }
        if (entries.some((entry) => entry.isIntersecting)) {
          element.dataset.reveal = "shown";
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
    );
    observer.observe(trigger);
    return () => observer.disconnect();
  }, []);

  return (
    <Tag ref={ref} className={`${delayClasses[delayMs]} ${className}`}>
      {children}
    </Tag>
  );
}
