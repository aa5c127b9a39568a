import { type ComponentType, lazy, Suspense, useEffect, useRef } from "react";

/**
 * How many deferred components on the page have not hydrated yet, and who
 * waits for them all (the root's "hydrated" mark, which end-to-end tests wait on).
 */
let waiting = 0;
const onAllHydrated = new Set<() => void>();

function release(): void {
  waiting -= 1;
  if (waiting > 0) return;
  for (const listener of [...onAllHydrated]) listener();
  onAllHydrated.clear();
}

/**
 * Calls `done` once every deferred component rendered so far has hydrated
 * (at once when none is waiting). Returns a function that cancels the wait.
 */
export function whenDeferredHydrated(done: () => void): () => void {
  if (waiting === 0) {
    done();
    return () => {};
  }
  onAllHydrated.add(done);
  return () => onAllHydrated.delete(done);
}

interface Progress {
  counted: boolean;
  hydrated: boolean;
}

/**
 * A component whose code is left out of the page's first download: the
 * prerendered HTML shows it in full (the build waits for it), but its module
 * is not among the files the HTML preloads. The download starts when the
 * route module that defines it runs, alongside hydration, and React hydrates
 * the component from the server HTML once the code arrives (a dehydrated
 * Suspense boundary), so nothing is drawn twice and nothing moves. Until
 * then the HTML works as it does without JavaScript: links follow, forms post.
 *
 * Define it at the top of the route module that renders it, so that only
 * that route downloads it:
 *
 *   const ReferralForm = deferred(() => import("#app/features/leads/referral-form.tsx").then((m) => m.ReferralForm));
 *
 * After a client-side navigation the place stays empty until the code has
 * arrived, which it usually has (it started with the route module).
 */
export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let started: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () => (started ??= load().then((component) => ({ default: component })));
  // In the browser, start now: the route module that defines this is running.
  if (typeof document !== "undefined") void start().catch(() => {});
  const Lazy = lazy(start);

  function Hydrated({ progress, props }: { progress: Progress; props: Props }) {
    useEffect(() => {
      progress.hydrated = true;
      if (progress.counted) {
        progress.counted = false;
        release();
      }
    }, [progress]);
    return <Lazy {...props} />;
  }

  function Deferred(props: Props) {
    const progress = useRef<Progress>({ counted: false, hydrated: false }).current;
    useEffect(() => {
      // Children's effects run first: when the code was already here, this is hydrated already.
      if (progress.hydrated) return;
      progress.counted = true;
      waiting += 1;
      return () => {
        if (!progress.counted) return;
        progress.counted = false;
        release();
      };
    }, [progress]);
    return (
      <Suspense fallback={null}>
        <Hydrated progress={progress} props={props} />
      </Suspense>
    );
  }
  return Deferred;
}
