// The backup file of the board library
// (docs/board-format.md#the-backup-file): one zip holding every kept board's files, its photo as the image
// file it was kept as, the photo's fit and proposals and the review, with a
// manifest `hexlos-library.json` saying which is which. A zip rather than one
// JSON: the photos stay the bytes they were (no base64, a third larger), and
// the boards inside are the same `.json` files an export gives, readable by
// any unzip tool and by `hexlos validate`. Reading goes through the bounded
// zip reader of ../zip.ts, so a hostile file fails with where.

import { strFromU8, strToU8, zipSync, type Zippable } from 'fflate';

import { readEntry, readZipIndex } from '../zip.ts';
import type { BoardPhoto, BoardReview, LibraryMeta, StoredFile, WholeBoard } from './records.ts';
import { checkMeta, isBoardPhoto, isBoardReview } from './validate.ts';

export const BACKUP_FORMAT = 'hexlos-library/1';
export const MANIFEST = 'hexlos-library.json';

interface ManifestPhoto extends Omit<BoardPhoto, 'image'> {
  readonly path: string;
  readonly type: string;
}

interface ManifestBoard extends Omit<LibraryMeta, 'bytes'> {
  readonly files: readonly { readonly name: string; readonly path: string }[];
  readonly photo?: ManifestPhoto;
  readonly review?: BoardReview;
}

interface Manifest {
  readonly format: typeof BACKUP_FORMAT;
  /** When the backup was made, ISO 8601. */
  readonly madeAt: string;
  readonly boards: readonly ManifestBoard[];
}

const photoExtension = (type: string): string => (type === 'image/png' ? 'png' : 'jpg');

/** The backup file's bytes: every board with its files, photo and review. */
export async function packBackup(boards: readonly WholeBoard[], madeAt: number): Promise<Uint8Array> {
  const zip: Zippable = {};
  const manifest: ManifestBoard[] = [];
  for (const [n, { meta, files, photo, review }] of boards.entries()) {
    const folder = `boards/${n + 1}-${meta.key}`;
    const listed = files.map((file, i) => ({ name: file.name, path: `${folder}/${i + 1}.json` }));
    listed.forEach((entry, i) => (zip[entry.path] = strToU8(files[i].text)));
    let photoEntry: ManifestPhoto | undefined;
    if (photo) {
      const { image, ...fit } = photo;
      const type = image.type || 'image/jpeg';
      photoEntry = { ...fit, type, path: `${folder}/photo.${photoExtension(type)}` };
      // Photos are compressed already: stored, not deflated again.
      zip[photoEntry.path] = [new Uint8Array(await image.arrayBuffer()), { level: 0 }];
    }
    const { bytes: _bytes, ...summary } = meta;
    manifest.push({
      ...summary,
      files: listed,
      ...(photoEntry ? { photo: photoEntry } : {}),
      ...(photoEntry && review ? { review } : {}),
    });
  }
  const whole: Manifest = { format: BACKUP_FORMAT, madeAt: new Date(madeAt).toISOString(), boards: manifest };
  zip[MANIFEST] = strToU8(`${JSON.stringify(whole, null, 2)}\n`);
  return zipSync(zip);
}

export type BackupRead =
  | {
      readonly ok: true;
      readonly boards: readonly WholeBoard[];
      /** Boards of the backup that could not be read, each named with why. */
      readonly skipped: readonly string[];
    }
  | { readonly ok: false; readonly message: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a backup file; a file that is not one is an error naming where, a board inside that is damaged is skipped and named. */
export function unpackBackup(bytes: Uint8Array): BackupRead {
  let read: (path: string) => Uint8Array | undefined;
  try {
    const index = readZipIndex(bytes);
    read = (path) => {
      const entry = index.entries.get(path);
      return entry ? readEntry(index, entry) : undefined;
    };
  } catch (err) {
    return { ok: false, message: `this is not a HexLOS backup file (${(err as Error).message})` };
  }
  let manifest: unknown;
  try {
    const text = read(MANIFEST);
    if (!text) return { ok: false, message: `this is not a HexLOS backup file: it has no ${MANIFEST}` };
    manifest = JSON.parse(strFromU8(text));
  } catch (err) {
    return { ok: false, message: `the backup’s ${MANIFEST} could not be read (${(err as Error).message})` };
  }
  if (!isObject(manifest) || manifest.format !== BACKUP_FORMAT || !Array.isArray(manifest.boards))
    return { ok: false, message: `the backup’s ${MANIFEST} is not of the format ${BACKUP_FORMAT}` };
  const boards: WholeBoard[] = [];
  const skipped: string[] = [];
  manifest.boards.forEach((entry: unknown, i) => {
    const where = `boards[${i}]`;
    try {
      boards.push(restoredBoard(entry, read));
    } catch (err) {
      const name = isObject(entry) && typeof entry.name === 'string' ? `${entry.name} (${where})` : where;
      skipped.push(`${name}: ${(err as Error).message}`);
    }
  });
  return { ok: true, boards, skipped };
}

function restoredBoard(entry: unknown, read: (path: string) => Uint8Array | undefined): WholeBoard {
  if (!isObject(entry) || typeof entry.key !== 'string') throw new Error('not a board entry');
  if (!Array.isArray(entry.files) || entry.files.length === 0) throw new Error('it lists no files');
  const files: StoredFile[] = entry.files.map((f: unknown, i) => {
    if (!isObject(f) || typeof f.name !== 'string' || typeof f.path !== 'string')
      throw new Error(`files[${i}] is not a file entry`);
    const bytes = read(f.path);
    if (!bytes) throw new Error(`${f.path} is missing from the backup`);
    return { name: f.name, text: strFromU8(bytes) };
  });
  const bytes = files.reduce((n, f) => n + new TextEncoder().encode(f.text).length, 0);
  const { files: _files, photo: photoEntry, review: reviewEntry, ...summary } = entry;
  const checked = checkMeta({ ...summary, bytes }, entry.key, files);
  if (!('meta' in checked)) throw new Error(checked.problems.join('; '));
  let photo: BoardPhoto | undefined;
  if (photoEntry !== undefined) {
    if (!isObject(photoEntry) || typeof photoEntry.path !== 'string') throw new Error('its photo entry is damaged');
    const image = read(photoEntry.path);
    if (!image) throw new Error(`${photoEntry.path} is missing from the backup`);
    const { path: _path, type, ...fit } = photoEntry;
    const candidate = {
      ...fit,
      image: new Blob([image.slice()], { type: typeof type === 'string' ? type : 'image/jpeg' }),
    };
    if (!isBoardPhoto(candidate)) throw new Error('its photo’s fit is damaged');
    photo = candidate;
  }
  const review = photo && isBoardReview(reviewEntry) ? reviewEntry : undefined;
  return { meta: checked.meta, files, ...(photo ? { photo } : {}), ...(review ? { review } : {}) };
}
