import { useEffect } from "react";
import { brand } from "#app/content/brand.ts";
import { BrandMark } from "./brand-mark.tsx";
import { INTRO_PENDING_CLASS, introTimeLeft, markIntroSeen } from "./intro.ts";

/**
 * The logo intro over the already-painted page. Whether it shows is decided
 * before first paint by the head script (the `intro-pending` class), so the
 * prerendered markup is the same for every visitor and nothing waits on it.
 * A click, any key press (Escape included) or its 2000 ms end it.
 */
export function IntroScreen() {
  useEffect(() => {
    const root = document.documentElement;
    if (!root.classList.contains(INTRO_PENDING_CLASS)) return;

    const dismiss = () => {
      root.classList.remove(INTRO_PENDING_CLASS);
      markIntroSeen(window.sessionStorage);
      stopListening();
    };
    const timer = window.setTimeout(dismiss, introTimeLeft(performance.now()));
    // Any key (Escape, or Tab towards a control beneath it), a click or a
    // focus change ends it, so it never hides what the visitor is doing.
    const endOn = ["keydown", "pointerdown", "focusin"] as const;
    for (const type of endOn) document.addEventListener(type, dismiss);
    function stopListening() {
      window.clearTimeout(timer);
      for (const type of endOn) document.removeEventListener(type, dismiss);
    }
    return stopListening;
  }, []);

  return (
    <div
      className="intro-screen fixed inset-0 z-[100] items-center justify-center bg-white/60 dark:bg-slate-950/60"
      aria-hidden="true"
      data-testid="intro-screen"
    >
      <div className="flex flex-col items-center gap-3 px-6 sm:flex-row sm:gap-4">
        <BrandMark className="size-16" />
        <span className="text-center text-xl font-semibold tracking-tight sm:text-2xl text-brand-800 dark:text-brand-100">
          {brand.name}
        </span>
      </div>
    </div>
  );
}
