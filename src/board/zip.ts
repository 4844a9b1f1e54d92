// Reading a zip archive (APPNOTE.txt, the central directory and the local
// headers): a VASSAL module's (src/scan/vassal) or a library backup's
// (library/backup.ts), kept here below both readers. Read with bounds, so
// that a hostile archive fails fast with the entry it is about: the central
// directory is read first and judged whole
// (entry count, declared sizes, compression ratio) before a byte is
// inflated, and inflating is streamed in small slices with a running count
// that stops at the entry's declared size. Inflating is fflate's; the
// directory walk is ours, because fflate reads the declared sizes only to
// size its buffers, never to refuse. No ZIP64, no encryption: modules need
// neither, and anything else is named as unreadable.

import { Inflate } from 'fflate';

/** Largest module read, in bytes. */
export const MAX_MODULE_BYTES = 512 * 1024 * 1024;
/** Most entries in one module (a big module has a few thousand images). */
export const MAX_ENTRIES = 20_000;
/** Largest entry inflated (a board image or a buildFile). */
export const MAX_ENTRY_BYTES = 128 * 1024 * 1024;
/** Most uncompressed bytes the whole archive may declare. */
export const MAX_TOTAL_BYTES = 4 * 1024 * 1024 * 1024;
/** Deflate cannot expand more than about 1032 : 1; a higher declared ratio is a lie or a bomb. */
export const MAX_RATIO = 1100;
/** Compressed bytes handed to the inflater at a time: each slice makes at most ~1 MiB. */
const SLICE = 1024;

export interface ZipEntry {
  readonly name: string;
  readonly method: number;
  readonly compressedSize: number;
  readonly size: number;
  /** Offset of the entry's local header. */
  readonly headerOffset: number;
}

export interface ZipIndex {
  readonly bytes: Uint8Array;
  readonly entries: ReadonlyMap<string, ZipEntry>;
}

/** A module that cannot be read, with where: `zip`, `zip:images/map.png`, `buildFile.xml:/VASSAL.build.GameModule/…`. */
export class ModuleError extends Error {
  constructor(
    readonly where: string,
    message: string,
  ) {
    super(message);
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

const mib = (n: number): string => `${Math.round((n / 1048576) * 10) / 10} MiB`;

function findEnd(view: DataView): number {
  const last = view.byteLength - EOCD_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let at = last; at >= first; at--) if (view.getUint32(at, true) === EOCD) return at;
  return -1;
}

const decoder = new TextDecoder('utf-8', { fatal: false });

/** Reads the central directory, refusing what no honest module has. */
export function readZipIndex(bytes: Uint8Array): ZipIndex {
  if (bytes.length > MAX_MODULE_BYTES)
    throw new ModuleError('zip', `the module is ${mib(bytes.length)}; at most ${mib(MAX_MODULE_BYTES)} are read`);
  if (bytes.length < EOCD_SIZE)
    throw new ModuleError(
      'zip',
      bytes.length === 0 ? 'the file is empty, not a zip archive' : 'not a zip archive (too short)',
    );
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEnd(view);
  if (end < 0) throw new ModuleError('zip', 'not a zip archive: no end of central directory (a module is a zip file)');
  const count = view.getUint16(end + 10, true);
  const dirSize = view.getUint32(end + 12, true);
  const dirOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || dirOffset === 0xffffffff)
    throw new ModuleError('zip', 'a ZIP64 archive, which modules never need; not read');
  if (count > MAX_ENTRIES) throw new ModuleError('zip', `${count} entries; at most ${MAX_ENTRIES} are read`);
  if (dirOffset + dirSize > end)
    throw new ModuleError('zip', 'damaged: the central directory runs past its end record');
  const entries = new Map<string, ZipEntry>();
  let at = dirOffset;
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL)
      throw new ModuleError(
        'zip',
        `damaged: central directory entry ${i + 1} of ${count} is not where the directory says`,
      );
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const headerOffset = view.getUint32(at + 42, true);
    if (at + 46 + nameLength > end)
      throw new ModuleError('zip', `damaged: the name of entry ${i + 1} runs past the directory`);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const where = `zip:${name}`;
    at += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/')) continue;
    if (flags & 1) throw new ModuleError(where, 'the entry is encrypted');
    if (method !== 0 && method !== 8)
      throw new ModuleError(where, `compression method ${method} is not read (only stored and deflate)`);
    if (size > MAX_ENTRY_BYTES)
      throw new ModuleError(where, `the entry unpacks to ${mib(size)}; at most ${mib(MAX_ENTRY_BYTES)} are read`);
    if (method === 8 && size > Math.max(1, compressedSize) * MAX_RATIO) {
      throw new ModuleError(
        where,
        `the entry claims to unpack ${compressedSize} bytes to ${size} (more than ${MAX_RATIO} : 1): a zip bomb, not read`,
      );
    }
    if (method === 0 && size !== compressedSize)
      throw new ModuleError(where, 'damaged: a stored entry whose two sizes differ');
    if (headerOffset + 30 > dirOffset)
      throw new ModuleError(where, 'damaged: its local header lies outside the archive');
    total += size;
    if (total > MAX_TOTAL_BYTES)
      throw new ModuleError(where, `the archive unpacks to more than ${mib(MAX_TOTAL_BYTES)}; not read`);
    if (!entries.has(name)) entries.set(name, { name, method, compressedSize, size, headerOffset });
  }
  return { bytes, entries };
}

/** The entry's compressed bytes, after its local header. */
function entryData(zip: ZipIndex, entry: ZipEntry): Uint8Array {
  const { bytes } = zip;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.headerOffset;
  const where = `zip:${entry.name}`;
  if (view.getUint32(at, true) !== LOCAL)
    throw new ModuleError(where, 'damaged: no local header where the directory points');
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length)
    throw new ModuleError(where, 'damaged: the entry runs past the end of the archive');
  return bytes.subarray(start, start + entry.compressedSize);
}

class Enough extends Error {}

/**
 * The entry's bytes, or its first `prefix` bytes. Never more than the
 * declared size: an entry that inflates past it (a lying header, a bomb) is
 * stopped there with an error.
 */
export function readEntry(zip: ZipIndex, entry: ZipEntry, prefix?: number): Uint8Array {
  const where = `zip:${entry.name}`;
  const data = entryData(zip, entry);
  const want = Math.min(entry.size, prefix ?? entry.size);
  if (entry.method === 0) return data.subarray(0, want);
  const out = new Uint8Array(want);
  let filled = 0;
  let total = 0;
  const state = { ended: false };
  const inflater = new Inflate((chunk, final) => {
    total += chunk.length;
    if (total > entry.size)
      throw new ModuleError(
        where,
        `the entry inflates past its declared ${entry.size} bytes: damaged or a zip bomb, not read`,
      );
    const take = Math.min(chunk.length, want - filled);
    out.set(chunk.subarray(0, take), filled);
    filled += take;
    if (final) state.ended = true;
    if (filled >= want && prefix !== undefined) throw new Enough();
  });
  try {
    for (let at = 0; at < data.length && !state.ended; at += SLICE)
      inflater.push(data.subarray(at, at + SLICE), at + SLICE >= data.length);
  } catch (e) {
    if (e instanceof Enough) return out;
    if (e instanceof ModuleError) throw e;
    throw new ModuleError(
      where,
      `damaged: the compressed data cannot be inflated (${e instanceof Error ? e.message : String(e)})`,
    );
  }
  if (filled < want)
    throw new ModuleError(
      where,
      `damaged: the entry inflates to ${filled} bytes, not the ${entry.size} its header declares`,
    );
  return out;
}
