// A VASSAL module's boards: the buildFile (`buildFile.xml`,
// or `buildFile` in modules made before VASSAL 3.5) read through xml.ts, and
// each `VASSAL.build.module.map.boardPicker.Board` with its image and the hex
// grids on it — a `HexGrid` directly on the board, or inside a `ZonedGrid`,
// as its background grid or a zone's own grid — with the grid's numbering
// (`HexGridNumbering`) when it has one. The attribute names and defaults are
// VASSAL's (HexGrid.java, RegularGridNumbering.java, HexGridNumbering.java,
// Zone.java); the numbers are kept as written, for exact arithmetic.

import { ModuleError, readEntry, readZipIndex, type ZipIndex } from '../../board/zip.ts';
import { imageSize } from './image-size.ts';
import { parseXml, XmlError, type XmlElement } from './xml.ts';

const PKG = 'VASSAL.build.module.map.boardPicker';
const BOARD = `${PKG}.Board`;
const HEX_GRID = `${PKG}.board.HexGrid`;
const ZONED_GRID = `${PKG}.board.ZonedGrid`;
const ZONE = `${PKG}.board.mapgrid.Zone`;
const NUMBERING = `${PKG}.board.mapgrid.HexGridNumbering`;
const MAP_ELEMENTS = ['VASSAL.build.module.Map', 'VASSAL.build.module.PrivateMap', 'VASSAL.build.module.PlayerHand'];

export const BUILD_FILES = ['buildFile.xml', 'buildFile'] as const;
/** Largest buildFile read (a big module's is a few MB). */
export const MAX_BUILD_FILE_BYTES = 32 * 1024 * 1024;
/** Most boards listed from one module. */
export const MAX_BOARDS = 500;

/** HexGridNumbering's settings (RegularGridNumbering's attributes and VASSAL's defaults). */
export interface HexNumbering {
  /** `H`: the column part comes first; `V`: the row part. */
  readonly first: 'H' | 'V';
  readonly sep: string;
  /** `A` alphabetic, `N` numeric. */
  readonly hType: 'A' | 'N';
  readonly vType: 'A' | 'N';
  readonly hLeading: number;
  readonly vLeading: number;
  readonly hOff: number;
  readonly vOff: number;
  readonly hDescend: boolean;
  readonly vDescend: boolean;
  readonly stagger: boolean;
}

/** A HexGrid's settings, the numbers as the module writes them. */
export interface HexGridSettings {
  readonly dx: string;
  readonly dy: string;
  readonly x0: string;
  readonly y0: string;
  readonly sideways: boolean;
  readonly numbering?: HexNumbering;
}

/** Where on the board image a grid applies: the whole image, or a zone's bounding box. */
export interface GridArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface ModuleBoard {
  /** What the user picks: the board's name, with ` / zone` when the grid is a zone's. */
  readonly name: string;
  readonly board: string;
  readonly zone?: string;
  readonly map?: string;
  /** The image's entry in the zip (`images/…`). */
  readonly image: string;
  readonly grid: HexGridSettings;
  /** The zone's bounding box; undefined for the whole image. */
  readonly area?: GridArea;
  /** The buildFile's XML path of the grid, for messages. */
  readonly path: string;
}

export interface ModuleIndex {
  readonly zip: ZipIndex;
  readonly buildFile: string;
  readonly boards: readonly ModuleBoard[];
}

const attr = (e: XmlElement, key: string): string | undefined => e.attributes.get(key);

function bool(e: XmlElement, key: string, fallback: boolean): boolean {
  const v = attr(e, key);
  return v === undefined ? fallback : v === 'true';
}

function int(e: XmlElement, key: string, fallback: number, where: string): number {
  const v = attr(e, key);
  if (v === undefined || v === '') return fallback;
  if (!/^-?\d{1,9}$/.test(v.trim())) throw new ModuleError(`${where}:${e.path}`, `${key}="${v}" is not a whole number`);
  return Number(v.trim());
}

const DECIMAL = /^[-+]?(?:\d{1,12}(?:\.\d{0,20})?|\.\d{1,20})(?:[eE][-+]?\d{1,3})?$/;

function decimal(e: XmlElement, key: string, fallback: string, where: string, positive: boolean): string {
  const v = (attr(e, key) ?? fallback).trim();
  if (!DECIMAL.test(v) || (positive && !(Number(v) > 0)))
    throw new ModuleError(
      `${where}:${e.path}`,
      `${key}="${attr(e, key)}" is not ${positive ? 'a positive number' : 'a number'}`,
    );
  return v;
}

function numbering(e: XmlElement | undefined, where: string): HexNumbering | undefined {
  if (!e) return undefined;
  const letter = (key: string, allowed: string, fallback: string) => {
    const v = attr(e, key)?.charAt(0) ?? fallback;
    if (!allowed.includes(v))
      throw new ModuleError(
        `${where}:${e.path}`,
        `${key}="${attr(e, key)}" is not one of ${allowed.split('').join(', ')}`,
      );
    return v;
  };
  return {
    first: letter('first', 'HV', 'H') as 'H' | 'V',
    sep: attr(e, 'sep') ?? '',
    hType: letter('hType', 'AN', 'N') as 'A' | 'N',
    vType: letter('vType', 'AN', 'N') as 'A' | 'N',
    hLeading: int(e, 'hLeading', 1, where),
    vLeading: int(e, 'vLeading', 1, where),
    hOff: int(e, 'hOff', 1, where),
    vOff: int(e, 'vOff', 1, where),
    hDescend: bool(e, 'hDescend', false),
    vDescend: bool(e, 'vDescend', false),
    stagger: bool(e, 'stagger', true),
  };
}

/** HexGrid's attributes with VASSAL's defaults (x0 0, y0 32, dy 64, dx √3/2 · dy). */
function hexGrid(e: XmlElement, where: string): HexGridSettings {
  const dy = decimal(e, 'dy', '64.0', where, true);
  const dx = attr(e, 'dx') === undefined ? String((Math.sqrt(3) / 2) * Number(dy)) : decimal(e, 'dx', '', where, true);
  return {
    dx,
    dy,
    x0: String(int(e, 'x0', 0, where)),
    y0: String(int(e, 'y0', 32, where)),
    sideways: bool(e, 'sideways', false),
    numbering: numbering(
      e.children.find((c) => c.name === NUMBERING),
      where,
    ),
  };
}

/** Zone.java's `path`: "x,y;x,y;…", its bounding box. */
function zoneArea(e: XmlElement, where: string): GridArea {
  const points = (attr(e, 'path') ?? '')
    .split(';')
    .filter((p) => p.trim())
    .map((p) => p.split(',').map((v) => Number(v.trim())));
  if (points.length < 3 || points.some((p) => p.length !== 2 || !p.every(Number.isSafeInteger))) {
    throw new ModuleError(
      `${where}:${e.path}`,
      `the zone's path "${(attr(e, 'path') ?? '').slice(0, 60)}" is not a polygon (x,y;x,y;…)`,
    );
  }
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

function* walk(e: XmlElement, map?: string): Generator<{ board: XmlElement; map?: string }> {
  const here = MAP_ELEMENTS.includes(e.name) ? (attr(e, 'mapName') ?? map) : map;
  if (e.name === BOARD) {
    yield { board: e, map: here };
    return;
  }
  for (const c of e.children) yield* walk(c, here);
}

/** The boards with hex grids in a parsed buildFile. */
export function boardsOf(root: XmlElement, where: string): ModuleBoard[] {
  const boards: ModuleBoard[] = [];
  for (const { board, map } of walk(root)) {
    const name = attr(board, 'name') ?? '';
    const image = attr(board, 'image') ?? '';
    const grids: { grid: XmlElement; zone?: string; area?: GridArea }[] = [];
    for (const c of board.children) {
      if (c.name === HEX_GRID) grids.push({ grid: c });
      if (c.name !== ZONED_GRID) continue;
      for (const z of c.children) {
        if (z.name === HEX_GRID) grids.push({ grid: z });
        if (z.name !== ZONE) continue;
        const g = z.children.find((k) => k.name === HEX_GRID);
        if (g) grids.push({ grid: g, zone: attr(z, 'name') ?? '', area: zoneArea(z, where) });
      }
    }
    for (const g of grids) {
      if (boards.length >= MAX_BOARDS)
        throw new ModuleError(where, `more than ${MAX_BOARDS} hex grids on boards; not read`);
      boards.push({
        name: g.zone !== undefined ? `${name} / ${g.zone}` : name,
        board: name,
        ...(g.zone !== undefined ? { zone: g.zone } : {}),
        ...(map !== undefined ? { map } : {}),
        image: image ? `images/${image}` : '',
        grid: hexGrid(g.grid, where),
        ...(g.area ? { area: g.area } : {}),
        path: g.grid.path,
      });
    }
  }
  return boards;
}

/** Opens a module: the zip's directory, the buildFile, its boards. Throws ModuleError with the entry or XML path. */
export function readModule(bytes: Uint8Array): ModuleIndex {
  const zip = readZipIndex(bytes);
  const buildFile = BUILD_FILES.find((n) => zip.entries.has(n));
  if (!buildFile) throw new ModuleError('zip', `no buildFile.xml (or buildFile) in the archive: not a VASSAL module`);
  const entry = zip.entries.get(buildFile)!;
  if (entry.size > MAX_BUILD_FILE_BYTES)
    throw new ModuleError(
      `zip:${buildFile}`,
      `the buildFile unpacks to ${entry.size} bytes; at most ${MAX_BUILD_FILE_BYTES} are read`,
    );
  const raw = readEntry(zip, entry);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw new ModuleError(`zip:${buildFile}`, 'the buildFile is not UTF-8 text');
  }
  let root: XmlElement;
  try {
    root = parseXml(text);
  } catch (e) {
    if (e instanceof XmlError) throw new ModuleError(`${buildFile}:${e.path}`, `line ${e.line}: ${e.message}`);
    throw e;
  }
  return { zip, buildFile, boards: boardsOf(root, buildFile) };
}

/** A board's image bytes, bounded by the zip reader. */
export function readBoardImage(module: ModuleIndex, board: ModuleBoard): Uint8Array {
  const entry = module.zip.entries.get(board.image);
  if (!entry)
    throw new ModuleError(
      `zip:${board.image || `images/ (board ${board.board})`}`,
      `board "${board.board}" names an image the module does not hold`,
    );
  return readEntry(module.zip, entry);
}

/** The image's size from its header, inflating only the first bytes of the entry; undefined when not PNG/JPEG or missing. */
export function boardImageSize(
  module: ModuleIndex,
  board: ModuleBoard,
): { width: number; height: number; format: string } | undefined {
  const entry = module.zip.entries.get(board.image);
  if (!entry) return undefined;
  return imageSize(readEntry(module.zip, entry, 256 * 1024));
}
