import { type ElementType, type ReactNode, useEffect, useRef } from "react";
import { REVEAL_ATTRIBUTE, watchReveal } from "./reveal-watch.ts";

export { REVEAL_GROUP_ATTRIBUTE, REVEAL_OFFSET_PX } from "./reveal-watch.ts";

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
 * Fades its content in when it scrolls into view (reveal-watch.ts). On a
 * static page the page's own script starts it; inside an island, or drawn
 * later by one, the component starts it itself. Either way only once.
 */
export function Reveal({ children, as: Tag = "div", className = "", delayMs = 100 }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => (ref.current ? watchReveal(ref.current) : undefined), []);
  return (
    <Tag ref={ref} {...{ [REVEAL_ATTRIBUTE]: "" }} className={`${delayClasses[delayMs]} ${className}`}>
      {children}
    </Tag>
  );
}
