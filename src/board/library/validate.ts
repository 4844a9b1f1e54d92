// Every record of the library checked on load
// (docs/boards-safe.md#a-damaged-record): a board's summary and files, its photo, its review, and
// the trash. What is whole is listed; what is not is named and set aside as a
// DamagedRecord, with the exact store keys it was read from, so exporting or
// deleting it acts on those records and nothing a damaged summary names.
// Nothing here writes: records are read through the migrations in memory, so
// a store that could not be migrated still lists.

import { FAMILIES } from '../../engine/types.ts';
import { migrateMeta, migratePhoto, migrateReview } from './migrate.ts';
import {
  type BoardPhoto,
  type BoardReview,
  type LibraryMeta,
  type LibraryOrigin,
  MAX_REVIEW_DECISIONS,
  type StoredFile,
  type WholeBoard,
} from './records.ts';

const META = 'meta/';
const FILES = 'files/';
const PHOTO = 'photo/';
const REVIEW = 'review/';
const TRASH = 'trash/';

const ORIGINS: readonly LibraryOrigin[] = ['file', 'made', 'link', 'copy'];

/** Records kept under one key that cannot be used, named so the user can export them raw or delete them. */
export interface DamagedRecord {
  /** The store keys read (`meta/x`, `files/x`, …): exactly what export and delete act on. */
  readonly storeKeys: readonly string[];
  /** What to call it: the summary's name when that is text, else the key. */
  readonly label: string;
  /** Why it is set aside, in words. */
  readonly problems: readonly string[];
}

/** A deleted board in the trash: everything kept with it, as it was when deleted. */
export interface TrashEntry extends WholeBoard {
  /** Milliseconds since 1970. */
  readonly deletedAt: number;
}

/** What the trash list shows. */
export interface TrashSummary {
  /** The trash id (`<key>@<deletedAt>`). */
  readonly id: string;
  readonly meta: LibraryMeta;
  readonly deletedAt: number;
  readonly hasPhoto: boolean;
}

export interface Inventory {
  readonly boards: readonly LibraryMeta[];
  /** Keys of the boards with a whole photo kept beside them. */
  readonly photos: ReadonlySet<string>;
  readonly damaged: readonly DamagedRecord[];
  readonly trash: readonly TrashSummary[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** A summary's problems, in words; none when it is whole. */
function metaProblems(meta: unknown, key: string): string[] {
  if (!isObject(meta)) return ['its summary is not a record'];
  const problems: string[] = [];
  if (meta.key !== key)
    problems.push(`its summary names another board (“${typeof meta.key === 'string' ? meta.key : String(meta.key)}”)`);
  if (typeof meta.name !== 'string' || meta.name.trim() === '') problems.push('its name is not text');
  if (typeof meta.boardId !== 'string') problems.push('its id is not text');
  if (!FAMILIES.includes(meta.family as (typeof FAMILIES)[number])) problems.push('its kind of board is not known');
  if (meta.kind !== 'board' && meta.kind !== 'map') problems.push('it is neither a board nor a map');
  if (!ORIGINS.includes(meta.origin as LibraryOrigin)) problems.push('where it came from is not known');
  if (!isCount(meta.savedAt)) problems.push('its date is not a date');
  if (!isCount(meta.bytes)) problems.push('its size is not a number');
  if (meta.revision !== undefined && !isCount(meta.revision)) problems.push('its revision is not a number');
  return problems;
}

function filesProblems(files: unknown): string[] {
  if (files === undefined) return ['its files are missing'];
  if (!Array.isArray(files) || files.length === 0) return ['its files are not a list of files'];
  return files.every((f) => isObject(f) && typeof f.name === 'string' && typeof f.text === 'string')
    ? []
    : ['one of its files is not text'];
}

/** A photo record as putPhoto writes it. */
export function isBoardPhoto(p: unknown): p is BoardPhoto {
  if (!isObject(p)) return false;
  const proposals = p.proposals as { hexes?: unknown; hexsides?: unknown; absences?: unknown } | undefined;
  return (
    p.image instanceof Blob &&
    typeof p.width === 'number' &&
    typeof p.height === 'number' &&
    isObject(p.grid) &&
    Array.isArray(p.corners) &&
    p.corners.length === 4 &&
    p.corners.every((c) => isObject(c) && typeof c.x === 'number' && typeof c.y === 'number') &&
    Array.isArray(proposals?.hexes) &&
    Array.isArray(proposals?.hexsides) &&
    (proposals?.absences === undefined || Array.isArray(proposals.absences))
  );
}

export function isBoardReview(r: unknown): r is BoardReview {
  if (!isObject(r)) return false;
  const decisions = r.decisions;
  if (!isObject(decisions)) return false;
  const entries = Object.values(decisions);
  return entries.length <= MAX_REVIEW_DECISIONS && entries.every((d) => typeof d === 'string');
}

/** A summary brought up and checked: the current shape (a missing revision is 0), or its problems. */
export function checkMeta(
  stored: unknown,
  key: string,
  files: unknown,
): { readonly meta: LibraryMeta } | { readonly problems: readonly string[] } {
  const migrated = migrateMeta(stored, key, files);
  const problems = metaProblems(migrated, key);
  return problems.length === 0 ? { meta: migrated as LibraryMeta } : { problems };
}

/** A trash entry brought up and checked. */
export function checkTrashEntry(stored: unknown): TrashEntry | undefined {
  if (!isObject(stored) || !isCount(stored.deletedAt) || !isObject(stored.meta)) return undefined;
  const key = stored.meta.key;
  if (typeof key !== 'string' || filesProblems(stored.files).length > 0) return undefined;
  const meta = checkMeta(stored.meta, key, stored.files);
  if (!('meta' in meta)) return undefined;
  const photo = stored.photo === undefined ? undefined : migratePhoto(stored.photo);
  const review = stored.review === undefined ? undefined : migrateReview(stored.review);
  return {
    meta: meta.meta,
    files: stored.files as StoredFile[],
    deletedAt: stored.deletedAt,
    ...(isBoardPhoto(photo) ? { photo } : {}),
    ...(isBoardReview(review) && isBoardPhoto(photo) ? { review } : {}),
  };
}

const nameIn = (meta: unknown): string | undefined =>
  isObject(meta) && typeof meta.name === 'string' && meta.name.trim() !== '' ? meta.name : undefined;

/**
 * Sorts every record of the store into whole boards (newest first), the trash
 * (newest first) and damaged records. Keys the library does not know (a
 * newer build's, or another part of the app's) are left alone and not shown.
 */
export function takeInventory(entries: ReadonlyMap<string, unknown>): Inventory {
  const keysOf = (prefix: string) =>
    [...entries.keys()].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
  const boardKeys = new Set([...keysOf(META), ...keysOf(FILES)]);
  const boards: LibraryMeta[] = [];
  const damaged: DamagedRecord[] = [];
  const whole = new Map<string, LibraryMeta>();
  for (const key of [...boardKeys].sort()) {
    const stored = entries.get(META + key);
    const files = entries.get(FILES + key);
    const storeKeys = [META + key, FILES + key].filter((k) => entries.has(k));
    if (stored === undefined) {
      damaged.push({ storeKeys, label: key, problems: ['its summary is missing'] });
      continue;
    }
    const checked = checkMeta(stored, key, files);
    const problems = [...('problems' in checked ? checked.problems : []), ...filesProblems(files)];
    if (problems.length > 0 || !('meta' in checked)) {
      damaged.push({ storeKeys, label: nameIn(stored) ?? key, problems });
      continue;
    }
    boards.push(checked.meta);
    whole.set(key, checked.meta);
  }
  const photos = new Set<string>();
  for (const key of keysOf(PHOTO)) {
    const board = whole.get(key);
    if (isBoardPhoto(migratePhoto(entries.get(PHOTO + key))) && board) photos.add(key);
    else
      damaged.push({
        storeKeys: [PHOTO + key],
        label: `the photo of ${board?.name ?? key}`,
        problems: [board ? 'the photo record is not whole' : 'there is no board to keep it beside'],
      });
  }
  for (const key of keysOf(REVIEW)) {
    const board = whole.get(key);
    if (isBoardReview(migrateReview(entries.get(REVIEW + key))) && photos.has(key)) continue;
    damaged.push({
      storeKeys: [REVIEW + key],
      label: `the review of ${board?.name ?? key}`,
      problems: [photos.has(key) ? 'the review record is not whole' : 'there is no photo to keep it beside'],
    });
  }
  const trash: TrashSummary[] = [];
  for (const id of keysOf(TRASH)) {
    const entry = checkTrashEntry(entries.get(TRASH + id));
    if (entry) trash.push({ id, meta: entry.meta, deletedAt: entry.deletedAt, hasPhoto: !!entry.photo });
    else
      damaged.push({
        storeKeys: [TRASH + id],
        label: `${nameIn((entries.get(TRASH + id) as { meta?: unknown } | undefined)?.meta) ?? id} (in the trash)`,
        problems: ['the deleted board’s record is not whole'],
      });
  }
  boards.sort(listedBefore);
  trash.sort((a, b) => b.deletedAt - a.deletedAt || a.id.localeCompare(b.id));
  return { boards, photos, damaged, trash };
}

/** The library's order: the last saved first, then by key. The list is read in it, and a deleted board's undo stands where the board stood. */
export function listedBefore(a: Pick<LibraryMeta, 'savedAt' | 'key'>, b: Pick<LibraryMeta, 'savedAt' | 'key'>): number {
  return b.savedAt - a.savedAt || a.key.localeCompare(b.key);
}
