// The tab's session storage keeps the page's address across its own reload:
// a pick that had not settled when the page was left (address-sync.ts writes
// a settled pick only) comes back with the reload, and never with a link
// opened or another tab.

import { flushAddress } from './address-sync.ts';

/**
 * Where a page being left keeps its address for its own reload. A reload
 * goes to the address the page had when it was asked for, before the page
 * hears of it: a pick that had not settled yet would be lost. The tab's
 * session storage keeps the address the page would have written, and a
 * reload of that page (never a link opened, nor another tab) takes it back.
 */
const LEFT_ADDRESS_KEY = 'hexlos:address-on-leaving';

function keepAddressForReload(): void {
  flushAddress();
  try {
    sessionStorage.setItem(
      LEFT_ADDRESS_KEY,
      JSON.stringify({
        path: `${window.location.pathname}${window.location.search}`,
        hash: window.location.hash,
        state: history.state as unknown,
      }),
    );
  } catch {
    // No session storage (a private mode, a full quota): a reload keeps the address as last written.
  }
}

/** A reload of this page: its address as it was on leaving, when the page kept one. */
export function restoreAddressLeftUnwritten(): void {
  let kept: string | null = null;
  try {
    kept = sessionStorage.getItem(LEFT_ADDRESS_KEY);
    sessionStorage.removeItem(LEFT_ADDRESS_KEY);
  } catch {
    return;
  }
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!kept || navigation?.type !== 'reload') return;
  try {
    const left = JSON.parse(kept) as { path?: unknown; hash?: unknown; state?: unknown };
    const here = `${window.location.pathname}${window.location.search}`;
    if (left.path !== here || typeof left.hash !== 'string' || left.hash === window.location.hash) return;
    history.replaceState(left.state ?? null, '', `${here}${left.hash}`);
  } catch {
    // A kept address that does not read back is ignored: the reload keeps its own.
  }
}

/** From now on a page being left keeps its address for its own reload. */
export function keepAddressOnLeaving(): void {
  window.addEventListener('pagehide', keepAddressForReload);
}
