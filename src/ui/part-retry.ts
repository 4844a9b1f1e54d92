// A part of the app loaded on demand (on-demand.tsx) is a chunk fetched over
// the network or out of the service worker's precache. Either can fail for a
// moment: a connection the server closed as the browser reused it, or
// Firefox's "A ServiceWorker intercepted the request and encountered an
// unexpected error" (docs/architecture.md#parts-that-fail-to-arrive). So a
// part is asked for again before the player is told it failed.

/** The waits before each new try: a short one, then a longer one whose try goes past the service worker's precache. */
export const PART_RETRY_DELAYS_MS: readonly number[] = [250, 1000];

export interface RetryWays<M> {
  /** The part's own import (Vite's hashed chunk, through the service worker). */
  readonly importModule: () => Promise<M>;
  /** Imports a module by its address: the last try's cache-busting address of the same chunk. */
  readonly importAddress: (address: string) => Promise<M>;
  readonly wait: (ms: number) => Promise<void>;
  readonly delaysMs?: readonly number[];
}

/**
 * The chunk's address named in a failed import's message, if any: Chrome's
 * "Failed to fetch dynamically imported module: <address>" and Firefox's
 * "error loading dynamically imported module: <address>" name it; Safari's
 * "Importing a module script failed." does not.
 */
export function chunkAddressOf(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s'"]+?\.js)(?![\w.])/.exec(message)?.[1];
}

/**
 * The same chunk under an address no cache holds: the precache matches
 * addresses with their query, so this one is fetched from the server, and a
 * browser that remembers a failed module by its address (Firefox 115 does)
 * fetches it afresh.
 */
export function freshAddress(address: string, attempt: number): string {
  const url = new URL(address);
  url.searchParams.set('retry', String(attempt));
  return url.href;
}

/** The module, after at most `delaysMs.length` more tries; the last error if every try failed. */
export async function importWithRetries<M>({
  importModule,
  importAddress,
  wait,
  delaysMs = PART_RETRY_DELAYS_MS,
}: RetryWays<M>): Promise<M> {
  let lastError: unknown;
  try {
    return await importModule();
  } catch (error) {
    lastError = error;
  }
  for (const [index, delay] of delaysMs.entries()) {
    await wait(delay);
    const isLast = index === delaysMs.length - 1;
    const address = isLast ? chunkAddressOf(lastError) : undefined;
    try {
      return await (address ? importAddress(freshAddress(address, index + 1)) : importModule());
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** The longest the reload waits for the service worker to look for a newer version of itself. */
const UPDATE_WAIT_MS = 3000;

/**
 * Reloads the page after asking the service worker to update itself, so a
 * newer worker (installed and taking over at once: vite.config.ts) answers
 * the reload rather than a broken one; offline, or with no worker, it just
 * reloads.
 */
export async function reloadPastServiceWorker(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration)
      await Promise.race([registration.update(), new Promise((resolve) => setTimeout(resolve, UPDATE_WAIT_MS))]);
  } catch {
    // Offline or refused: the reload below is still the way back.
  }
  location.reload();
}
