// The trash of the board library (docs/boards-safe.md#the-trash): a
// deleted board goes there whole, with its photo, fit, proposals and review,
// in the transaction that takes it off the list; it survives reloads and
// crashes, comes back with *Restore*, and is emptied by the user or after
// TRASH_KEEP_DAYS.
//
// Why 30 days: long enough that a board deleted by mistake before a holiday
// is still there after it, short enough that the trash (which holds photos of
// up to 8 MB) does not quietly fill the browser's storage; the same span as
// the trash of the common desktop and phone apps, so it surprises no one.

export const TRASH_PREFIX = 'trash/';
export const TRASH_KEEP_DAYS = 30;
export const TRASH_KEEP_MS = TRASH_KEEP_DAYS * 24 * 60 * 60 * 1000;

/** A trash id for the board kept under `key`, deleted at `now`: `<key>@<ms>`, the next millisecond when taken. */
export function trashIdFor(key: string, now: number, taken: (id: string) => boolean): string {
  for (let at = now; ; at++) {
    const id = `${key}@${at}`;
    if (!taken(id)) return id;
  }
}

/** The trash ids among `entries` deleted longer ago than the trash keeps them (a damaged entry is never expired). */
export function expiredTrash(entries: ReadonlyMap<string, unknown>, now: number): string[] {
  const expired: string[] = [];
  for (const [storeKey, value] of entries) {
    if (!storeKey.startsWith(TRASH_PREFIX)) continue;
    const deletedAt = (value as { deletedAt?: unknown } | null)?.deletedAt;
    if (typeof deletedAt === 'number' && now - deletedAt > TRASH_KEEP_MS) expired.push(storeKey);
  }
  return expired;
}
