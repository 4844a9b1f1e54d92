// A board carried in a share link: the board's files (a board, or a map with
// its boards) as JSON, deflated (fflate: small, synchronous, the same bytes
// in the worker, the browser and Node) and written in base64url after a
// version tag: `#…&b=1.<base64url>`. Runs in the worker, never on the main
// thread.
//
// Bounds (docs/board-format.md#links-that-carry-the-board):
// - A link carries the board only when the whole link stays within
//   MAX_LINK_CHARS: longer links are cut or refused by messengers and mail,
//   so past that the app says so and offers the file instead.
// - Reading, a payload longer than MAX_PAYLOAD_READ characters is refused
//   unread, and inflating stops at the board file limit (5 MB): a small link
//   cannot expand into a huge board.

import { deflateSync, Inflate, strFromU8, strToU8 } from 'fflate';

import type { StoredFile } from './library.ts';

export const LINK_PAYLOAD_VERSION = '1';
/** The longest link the app makes that carries a board. */
export const MAX_LINK_CHARS = 8000;
/** Room left for the rest of the link (address, board id, rule set, hexes). */
export const LINK_OVERHEAD_CHARS = 400;
export const MAX_PAYLOAD_CHARS = MAX_LINK_CHARS - LINK_OVERHEAD_CHARS;
/** What a reader accepts (links made elsewhere may be longer than ours). */
export const MAX_PAYLOAD_READ = 200_000;
export const MAX_UNPACKED_BYTES = 5 * 1024 * 1024;

export type PackResult =
  | { readonly ok: true; readonly payload: string }
  | { readonly ok: false; readonly chars: number };
export type UnpackResult =
  | { readonly ok: true; readonly files: StoredFile[] }
  | { readonly ok: false; readonly message: string };

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4);
  try {
    const binary = atob(padded);
    const out = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
    return out;
  } catch {
    return undefined;
  }
}

/** The payload for a link, or how long it would have been when it does not fit. */
export function packBoardFiles(files: readonly StoredFile[], maxChars = MAX_PAYLOAD_CHARS): PackResult {
  const json = JSON.stringify(files.map((f) => [f.name, f.text]));
  const payload = `${LINK_PAYLOAD_VERSION}.${toBase64Url(deflateSync(strToU8(json), { level: 9 }))}`;
  return payload.length <= maxChars ? { ok: true, payload } : { ok: false, chars: payload.length };
}

const refuse = (message: string): UnpackResult => ({ ok: false, message });

/** The files a link carries; every failure is a sentence, never a throw. */
export function unpackBoardFiles(payload: string): UnpackResult {
  if (payload.length > MAX_PAYLOAD_READ)
    return refuse(`the board in the link is too long to read (${payload.length} characters)`);
  const dot = payload.indexOf('.');
  const version = dot < 0 ? '' : payload.slice(0, dot);
  if (version !== LINK_PAYLOAD_VERSION)
    return refuse('the link carries a board in a form this version of the app cannot read');
  const bytes = fromBase64Url(payload.slice(dot + 1));
  if (!bytes)
    return refuse('the board in the link is damaged (it is not base64url text); the link may have been cut short');
  let text: string;
  const chunks: Uint8Array[] = [];
  let total = 0;
  let ended = false;
  try {
    // Streamed, so that inflating stops as soon as the output passes the bound.
    const inflater = new Inflate((chunk, final) => {
      total += chunk.length;
      if (total > MAX_UNPACKED_BYTES) throw new RangeError('too large');
      chunks.push(chunk);
      if (final) ended = true;
    });
    inflater.push(bytes, true);
  } catch (err) {
    if (err instanceof RangeError && total > MAX_UNPACKED_BYTES)
      return refuse('the board in the link would be larger than 5 MB');
    return refuse('the board in the link is damaged (it does not decompress); the link may have been cut short');
  }
  if (!ended)
    return refuse('the board in the link is damaged (it does not decompress); the link may have been cut short');
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  try {
    text = strFromU8(out);
  } catch {
    return refuse('the board in the link is damaged (not text)');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuse('the board in the link is damaged (not JSON)');
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > 17)
    return refuse('the link does not carry a board');
  const files: StoredFile[] = [];
  for (const entry of value) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'string')
      return refuse('the link does not carry a board');
    files.push({ name: entry[0].slice(0, 200), text: entry[1] });
  }
  return { ok: true, files };
}
