// A part of the app loaded on demand (on-demand.tsx) is a chunk fetched over
// the network or out of the service worker's precache. Either can fail for a
// moment: a connection the server closed as the browser reused it, or
// Firefox's "A ServiceWorker intercepted the request and encountered an
// unexpected error" (docs/architecture.md#parts-that-fail-to-arrive). So a
// part is asked for again before the player is told it failed.

/** The waits before each new try: a short one, then a longer one whose try goes past the service worker's precache. */
export const PART_RETRY_DELAYS_MS: readonly number[] = [250, 1000];

/**
 * The query that names a chunk afresh for the browser but not for the
 * service worker: Workbox is told to ignore it when it matches an address to
 * its precache (vite.config.ts), so the offline copy still answers it.
 */
const PRECACHED_RETRY_PARAM = 'retry';
/** The query no cache ignores: the chunk comes from the server. */
const SERVER_RETRY_PARAM = 'refetch';

export interface RetryWays<M> {
  /** The part's own import (Vite's hashed chunk, through the service worker). */
  readonly importModule: () => Promise<M>;
  /** Imports a module by its address: a retry's new address of the same chunk. */
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
 * The same chunk under a new address. A browser remembers a module that
 * failed by its address and fails a second import of it at once, without a
 * request (Firefox does), so each retry needs an address of its own: the
 * first one the precache still answers (offline too), the last one only the
 * server does.
 */
export function retryAddress(address: string, attempt: number, isLast: boolean): string {
  const url = new URL(address);
  url.searchParams.set(isLast ? SERVER_RETRY_PARAM : PRECACHED_RETRY_PARAM, String(attempt));
  return url.href;
}

/** The module, after at most `delaysMs.length` more tries; the last error if every try failed. */
export async function importWithRetries<M>({
  importModule,
  importAddress,
  wait,
  delaysMs = PART_RETRY_DELAYS_MS,
}: RetryWays<M>): Promise<M> {
  let chunk: string | undefined;
  let lastError: unknown;
  try {
    return await importModule();
  } catch (error) {
    lastError = error;
    chunk = chunkAddressOf(error);
  }
  for (const [index, delay] of delaysMs.entries()) {
    await wait(delay);
    const isLast = index === delaysMs.length - 1;
    try {
      // Without the chunk's address (Safari names none) the import itself is asked again.
      return await (chunk ? importAddress(retryAddress(chunk, index + 1, isLast)) : importModule());
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
