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

// A chunk that fails to arrive is asked for again (part-retry.ts) before the
// part shows its failure, and the failure offers a reload that goes past a
// broken service-worker answer (docs/architecture.md#parts-that-fail-to-arrive).

import { Component, type ComponentProps, type ComponentType, lazy, type ReactNode, Suspense } from 'react';

import { importWithRetries, reloadPastServiceWorker } from './part-retry.ts';

/** Each part's loader, run once: by its first showing or by the prefetch, whichever comes first. */
const loaders: (() => Promise<unknown>)[] = [];

const always = (): boolean => true;

export interface OnDemandOptions {
  /** While this says no (a hook, so the part appears when the state it waits for does), nothing is rendered or loaded. */
  readonly shown?: () => boolean;
  /** What stands in the part's place until its chunk has arrived: the same size, so the part's arrival moves nothing. */
  readonly placeholder?: ComponentType;
}

/** How the parts' chunks are fetched: the browser's own import, and waiting; tests put their own in. */
export interface ChunkFetching {
  readonly importAddress: (address: string) => Promise<unknown>;
  readonly wait: (ms: number) => Promise<void>;
}

let fetching: ChunkFetching = {
  importAddress: (address) => import(/* @vite-ignore */ address),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Replaces how chunks are fetched (for tests); returns the previous way. */
export function setChunkFetching(next: ChunkFetching): ChunkFetching {
  const previous = fetching;
  fetching = next;
  return previous;
}

/** A part whose chunk did not arrive after every retry: only this failure is the on-demand part's to show. */
export class PartNotLoaded extends Error {
  override readonly name = 'PartNotLoaded';
}

/**
 * A component loaded on demand (see OnDemandOptions): `importModule` is the
 * chunk's import and `exportName` the component it exports.
 */
// oxlint-disable-next-line typescript/no-explicit-any -- a component of any props: the part's own props are kept by ComponentProps
export function onDemand<M extends { [N in K]: ComponentType<any> }, K extends keyof M & string>(
  importModule: () => Promise<M>,
  exportName: K,
  { shown: useShown = always, placeholder: Placeholder }: OnDemandOptions = {},
): ComponentType<ComponentProps<M[K]>> {
  type Part = M[K];
  let loading: Promise<Part> | undefined;
  const once = (): Promise<Part> =>
    (loading ??= importWithRetries<M>({
      importModule,
      importAddress: async (address) => (await fetching.importAddress(address)) as M,
      wait: (ms) => fetching.wait(ms),
    }).then(
      (module) => module[exportName],
      (error: unknown) => {
        // A failed prefetch (offline before the chunk was cached) leaves the part to load when it is shown.
        loading = undefined;
        throw new PartNotLoaded(error instanceof Error ? error.message : String(error), { cause: error });
      },
    ));
  loaders.push(once);
  const Loaded = lazy(async () => ({ default: await once() }));
  return function OnDemand(props: ComponentProps<Part>) {
    return useShown() ? (
      <PartArrival>
        <Suspense fallback={Placeholder ? <Placeholder /> : null}>
          <Loaded {...props} />
        </Suspense>
      </PartArrival>
    ) : null;
  };
}

/** Shows a part that did not arrive, with the reload that brings it; any other error goes on to the panel's own boundary. */
class PartArrival extends Component<{ readonly children: ReactNode }, { readonly failed: unknown }> {
  override state: { readonly failed: unknown } = { failed: undefined };

  static getDerivedStateFromError(error: unknown): { failed: unknown } {
    return { failed: error };
  }

  override render(): ReactNode {
    const { failed } = this.state;
    if (failed === undefined) return this.props.children;
    if (!(failed instanceof PartNotLoaded)) throw failed;
    return (
      <div className="panel-failed" role="alert" data-testid="part-not-loaded">
        <p>
          <strong>This part of HexLOS did not load.</strong> The connection or the copy kept for offline play failed;
          reloading fetches it again.
        </p>
        <button type="button" className="button" onClick={() => void reloadPastServiceWorker()}>
          Reload HexLOS
        </button>
      </div>
    );
  }
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
