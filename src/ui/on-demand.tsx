// Parts of the app the first tap does not need (the odds sheet, the audit, the
// side view, the photo under the board and its review, the editor, the
// legend…), each in a chunk of its own, loaded the first time it is shown,
// and all of them fetched once the page is idle after the first board is
// drawn, so opening one later shows no delay (docs/performance.md), one part
// at a time while the player pauses (PREFETCH_QUIET_MS). The
// service worker precaches every chunk, so they open offline too.
//
// A part shown before its chunk has arrived stands in as its placeholder: a
// box of the part's own size and look (part-placeholders.tsx), so that its
// arrival moves nothing around it — no button or list item slides from
// under a finger that is about to tap it.

import { type ComponentType, lazy, Suspense } from 'react';

/** Each part's loader, run once: by its first showing or by the prefetch, whichever comes first. */
const loaders: (() => Promise<unknown>)[] = [];

const always = (): boolean => true;

export interface OnDemandOptions {
  /** While this says no (a hook, so the part appears when the state it waits for does), nothing is rendered or loaded. */
  readonly shown?: () => boolean;
  /** What stands in the part's place until its chunk has arrived: the same size, so the part's arrival moves nothing. */
  readonly placeholder?: ComponentType;
}

/** A component loaded on demand (see OnDemandOptions). */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { shown: useShown = always, placeholder: Placeholder }: OnDemandOptions = {},
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const once = (): Promise<ComponentType<P>> =>
    (loading ??= load().catch((error: unknown) => {
      // A failed prefetch (offline before the chunk was cached) leaves the part to load when it is shown.
      loading = undefined;
      throw error;
    }));
  loaders.push(once);
  const Part = lazy(async () => ({ default: await once() }));
  return function OnDemand(props: P) {
    return useShown() ? (
      <Suspense fallback={Placeholder ? <Placeholder /> : null}>
        <Part {...props} />
      </Suspense>
    ) : null;
  };
}

let prefetched = false;

/** Fetches every part not loaded yet (once); a part that fails here loads when it is shown. */
export function prefetchOnDemand(): void {
  if (prefetched) return;
  prefetched = true;
  for (const load of loaders) load().catch(() => undefined);
}

/**
 * How long the player must leave the page alone before the prefetch goes on.
 * A chunk's arrival runs its code on the page's thread (the photo tracer's
 * took 52 ms): landing between two taps of a quick run, it held back the next
 * tap's answer. The prefetch waits for a pause, fetches one part at a time,
 * and waits again whenever the player touches the page or a key.
 */
export const PREFETCH_QUIET_MS = 1000;

/** Each part's loader in turn, each when the page is idle and the player has paused (PREFETCH_QUIET_MS); at most `idleWaitMs` for each idle moment. */
export function prefetchWhenIdle(idleWaitMs: number): void {
  if (typeof window === 'undefined') return;
  let lastInput = performance.now();
  const input = () => {
    lastInput = performance.now();
  };
  const inputs = ['pointerdown', 'keydown', 'wheel'] as const;
  for (const type of inputs) window.addEventListener(type, input, { capture: true, passive: true });
  const idle = (run: () => void) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: idleWaitMs });
    else setTimeout(run, 0);
  };
  let next = 0;
  const step = () => {
    const quietFor = performance.now() - lastInput;
    if (quietFor < PREFETCH_QUIET_MS) {
      setTimeout(() => idle(step), PREFETCH_QUIET_MS - quietFor);
      return;
    }
    if (next >= loaders.length) {
      prefetched = true;
      for (const type of inputs) window.removeEventListener(type, input, { capture: true });
      return;
    }
    loaders[next++]()
      .catch(() => undefined)
      .finally(() => idle(step));
  };
  setTimeout(() => idle(step), PREFETCH_QUIET_MS);
}
