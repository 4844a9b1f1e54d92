// Test photos of boards with known answers: a board (a bundled one, reduced
// to what a scan can name, or a random one) is printed to an RGBA raster the
// way the app prints it (terrain fills, grid lines, labels, hexside symbols as
// heavy strokes, two side by side on one edge), seen through a perspective,
// then spoiled the way a phone photo of a table spoils it: another printer's
// palette, a lighting gradient and vignette, blur, sensor noise and JPEG
// artefacts. Everything is drawn from one seed, so a failing case replays.
//
// The hard cases of a real printed board are options (`PrintStyle`): a thin
// hex outline in gray or black ink on every hex edge (the symbols are heavy
// strokes over it), gullies and water printed blue (colours the app does not
// draw; water is read as clear, so it gets its own "clear" sample), and towns
// printed as dense blocks with paper-coloured streets between them, the
// streets sometimes running right along the hex edges.

import jpeg from 'jpeg-js';

import { edgeHexes, edgeKey, neighbour } from '../../engine/hex/axial.ts';
import { boardToHex, hexToBoard } from '../../engine/hex/layout.ts';
import { axialToOffset, cellLabel, offsetToAxial, type Shift } from '../../engine/hex/offset.ts';
import type { Axial, Board, EdgeKey, Side } from '../../engine/types.ts';
import { SIDES } from '../../engine/types.ts';
import type { ScanGrid, ScanResult, ScanSample } from '../detect.ts';
import { applyHomography, type Homography, invertHomography, type Point, solveHomography } from '../homography.ts';
import type { RgbaImage } from '../image.ts';
import {
  isScanSymbol,
  REFERENCE_COLOUR,
  type Rgb,
  SCAN_SYMBOLS,
  SCAN_TERRAIN_OF,
  type ScanName,
  type ScanSymbol,
  type ScanTerrain,
} from '../vocabulary.ts';

/** A board as a scan should read it: terrain per cell and symbols per interior edge. */
export interface TruthBoard {
  readonly grid: ScanGrid;
  /** Terrain by `column,row`. */
  readonly terrain: ReadonlyMap<string, ScanTerrain>;
  /** Symbols by canonical edge key (interior edges only). */
  readonly edges: ReadonlyMap<EdgeKey, readonly ScanSymbol[]>;
  /** Cells (by `column,row`) printed as water: blue on the photo, read as clear. */
  readonly water?: ReadonlySet<string>;
}

/** What a random board holds beyond hills, woods, towns and gullies. */
export interface TruthOptions {
  /** Water hexes (a lake or a river), read as clear. */
  readonly water?: boolean;
  /** Towns as a few large, dense blocks of hexes rather than small villages. */
  readonly denseTowns?: boolean;
  /** Twice as many hills, so that hill rims and their symbols are a good part of the edges. */
  readonly hilly?: boolean;
  /** Three times as many gullies, so that their banks are a good part of the edges. */
  readonly gullied?: boolean;
}

export const cellKey = (column: number, row: number): string => `${column},${row}`;

/** A seeded generator (mulberry32): the same photo from the same seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const inGrid = (grid: ScanGrid, h: Axial): boolean => {
  const o = axialToOffset(h, grid.shifted);
  return o.column >= 0 && o.column < grid.columns && o.row >= 0 && o.row < grid.rows;
};

/** A bundled (or any) board reduced to the scan's vocabulary. */
export function truthOfBoard(board: Board): TruthBoard {
  const grid: ScanGrid = { columns: board.grid.columns, rows: board.grid.rows, shifted: board.grid.shifted };
  const terrain = new Map<string, ScanTerrain>();
  for (const c of board.cells.values()) terrain.set(cellKey(c.column, c.row), SCAN_TERRAIN_OF[c.terrain]);
  const edges = new Map<EdgeKey, ScanSymbol[]>();
  for (const [key, symbols] of board.edges) {
    const [a, b] = edgeHexes(key);
    if (!inGrid(grid, a) || !inGrid(grid, b)) continue;
    const seen = symbols.filter(isScanSymbol);
    if (seen.length > 0) edges.set(key, seen);
  }
  return { grid, terrain, edges };
}

/** A random board with hills (one and two levels), woods, towns and gullies, and their edge symbols. */
export function randomTruth(
  seed: number,
  columns: number,
  rows: number,
  shifted: Shift = 'odd',
  extras: TruthOptions = {},
): TruthBoard {
  const rnd = seededRandom(seed);
  const grid: ScanGrid = { columns, rows, shifted };
  const terrain = new Map<string, ScanTerrain>();
  const axialOf = (column: number, row: number) => offsetToAxial({ column, row }, shifted);
  const at = (h: Axial): ScanTerrain | undefined => {
    if (!inGrid(grid, h)) return undefined;
    const o = axialToOffset(h, shifted);
    return terrain.get(cellKey(o.column, o.row));
  };
  const set = (h: Axial, t: ScanTerrain) => {
    if (!inGrid(grid, h)) return;
    const o = axialToOffset(h, shifted);
    terrain.set(cellKey(o.column, o.row), t);
  };
  for (let c = 0; c < columns; c++) for (let r = 0; r < rows; r++) terrain.set(cellKey(c, r), 'clear');
  const randomHex = () => axialOf(Math.floor(rnd() * columns), Math.floor(rnd() * rows));
  const ring = (centre: Axial, radius: number): Axial[] => {
    const out: Axial[] = [];
    for (let dq = -radius; dq <= radius; dq++) {
      for (let dr = Math.max(-radius, -dq - radius); dr <= Math.min(radius, -dq + radius); dr++) {
        if (Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr)) === radius)
          out.push({ q: centre.q + dq, r: centre.r + dr });
      }
    }
    return out;
  };
  const area = columns * rows;
  const hills = Math.max(1, Math.round(area / (extras.hilly ? 30 : 60)));
  for (let i = 0; i < hills; i++) {
    const c = randomHex();
    const tall = rnd() < 0.4;
    const levels: ScanTerrain[] = tall ? ['hilltop2', 'slope2', 'hilltop', 'slope'] : ['hilltop', 'hilltop', 'slope'];
    // Outside in, so inner rings overwrite outer ones.
    for (let d = levels.length - 1; d >= 0; d--) {
      for (const h of ring(c, d)) if (d === 0 || rnd() < 0.85) set(h, levels[d]);
    }
  }
  const blob = (t: ScanTerrain, size: number) => {
    let h = randomHex();
    for (let k = 0; k < size; k++) {
      if (at(h) === 'clear') set(h, t);
      h = neighbour(h, SIDES[Math.floor(rnd() * 6)]);
    }
  };
  for (let i = 0; i < Math.max(1, Math.round(area / 40)); i++) blob('woods', 3 + Math.floor(rnd() * 6));
  if (extras.denseTowns)
    for (let i = 0; i < Math.max(1, Math.round(area / 70)); i++) blob('town', 7 + Math.floor(rnd() * 6));
  else for (let i = 0; i < Math.max(1, Math.round(area / 90)); i++) blob('town', 2 + Math.floor(rnd() * 3));
  for (let i = 0; i < Math.max(1, Math.round(area / (extras.gullied ? 40 : 120))); i++)
    blob('gully', 3 + Math.floor(rnd() * 4));
  const water = new Set<string>();
  if (extras.water) {
    // A river wandering across the board, a hex or two wide: clear ground to the scan.
    let h = randomHex();
    for (let k = 0; k < Math.round((columns + rows) * 0.8); k++) {
      if (at(h) === 'clear') {
        const o = axialToOffset(h, shifted);
        water.add(cellKey(o.column, o.row));
      }
      h = neighbour(h, SIDES[Math.floor(rnd() * 6)]);
    }
  }

  const edges = new Map<EdgeKey, ScanSymbol[]>();
  const lower: Partial<Record<ScanTerrain, number>> = { hilltop: 2, slope: 1, hilltop2: 4, slope2: 3 };
  const levelOf = (t: ScanTerrain) => lower[t] ?? 0;
  for (let c = 0; c < columns; c++) {
    for (let r = 0; r < rows; r++) {
      const a = axialOf(c, r);
      const ta = at(a)!;
      for (const side of ['N', 'NE', 'SE'] as const) {
        const b = neighbour(a, side);
        const tb = at(b);
        if (tb === undefined) continue;
        const symbols: ScanSymbol[] = [];
        const edgeOf = (t: ScanTerrain) => (ta === t) !== (tb === t);
        if (edgeOf('woods') && rnd() < 0.85) symbols.push('green');
        if (edgeOf('town') && rnd() < 0.85) symbols.push('gray');
        const hi = levelOf(ta) >= levelOf(tb) ? ta : tb;
        const lo = hi === ta ? tb : ta;
        if (hi === 'hilltop' && levelOf(lo) < 2 && rnd() < 0.9) symbols.push('orange');
        if (hi === 'hilltop2' && levelOf(lo) < 4 && rnd() < 0.9) symbols.push('purple');
        if (ta === 'slope' && tb === 'slope' && rnd() < 0.35) symbols.push('brown');
        if (ta === 'slope2' && tb === 'slope2' && rnd() < 0.35) symbols.push('yellow');
        // Now and then a woods edge on a hill's edge: two symbols on one side.
        if (symbols.length === 1 && (symbols[0] === 'orange' || symbols[0] === 'purple') && rnd() < 0.12)
          symbols.push('green');
        if (symbols.length > 0) edges.set(edgeKey(a, side), symbols);
      }
    }
  }
  return { grid, terrain, edges, water };
}

export interface PhotoOptions {
  readonly seed: number;
  readonly width: number;
  readonly height: number;
  /** 0: seen square on; 1: strongly keystoned and turned. */
  readonly perspective?: number;
  /** 0: the app's printing; 1: a clearly different printer (cast and per-colour drift). */
  readonly paletteShift?: number;
  /** Strength of the lighting gradient and vignette (0.3: one side ~30 % darker). */
  readonly lighting?: number;
  /** Gaussian blur, in pixels. */
  readonly blur?: number;
  /** Sensor noise, standard deviation in 0..255 levels. */
  readonly noise?: number;
  /** JPEG quality (1..100), or undefined for none. */
  readonly jpegQuality?: number;
  /**
   * Colour subsampled before the JPEG as a phone's camera does (4:2:0: one
   * chroma value per 2 × 2 pixels), which smears a thin dark line's hue into
   * its neighbours'. Off by default, so the older photos replay as before.
   */
  readonly chromaSubsampling?: boolean;
  /** How far off (pixels) the corners handed to the scan are, as a user's taps would be. */
  readonly cornerError?: number;
  /** How the board itself is printed (default: the app's own printing, with light grid lines). */
  readonly print?: PrintStyle;
}

/** A printed board's own look, beyond the app's printing (see the header). */
export interface PrintStyle {
  /**
   * A thin hex outline on every edge, in this ink: the town symbol's own gray,
   * black, or a gray darker or lighter than the symbol's.
   */
  readonly outline?: OutlineInk;
  /** The outline's width in hex radii (default 0.035: about a pixel on a 60 px hex). */
  readonly outlineWidth?: number;
  /**
   * A colour boundary's own printed line, over the outline: where a gully or
   * water meets other ground (its bank) and where a hill's level changes (its
   * rim), a line in a darker shade of the lower-lying or higher fill, this
   * wide in hex radii. Never a symbol.
   */
  readonly rimWidth?: number;
  /** Gullies printed blue, with a darker stream along them (water is always blue). */
  readonly blueGullies?: boolean;
  /** Towns printed as building blocks with paper-coloured streets between them. */
  readonly townBlocks?: boolean;
}

export type OutlineInk = 'gray' | 'black' | 'darkGray' | 'lightGray';

export interface TestPhoto {
  readonly image: RgbaImage;
  /** The corner hex centres as a user would place them (with `cornerError`). */
  readonly corners: Point[];
  /** One sample per name present, at the middle of a hex or a stroke. */
  readonly samples: ScanSample[];
  /** Board plane (lattice) → image. */
  readonly homography: Homography;
}

const SQRT3 = Math.sqrt(3);
const APOTHEM = SQRT3 / 2;
/** Outward normals of the sides of a flat-topped hex (y down), in the order of SIDES. */
const SIDE_NORMAL: Readonly<Record<Side, Point>> = Object.fromEntries(
  SIDES.map((s, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 3;
    return [s, { x: Math.cos(angle), y: Math.sin(angle) }];
  }),
) as Record<Side, Point>;
const SYMBOL_WIDTH = 0.17;

type PaletteName =
  | ScanName
  | 'table'
  | 'grid'
  | 'ink'
  | 'gullyLine'
  | 'blueGully'
  | 'blueGullyLine'
  | 'water'
  | 'grayOutline'
  | 'blackOutline'
  | 'darkGrayOutline'
  | 'lightGrayOutline';

/** The printer's palette; the colours of the print styles drift by their own stream (`extra`), so a photo without them replays as before. */
function shiftedPalette(
  rnd: () => number,
  extra: () => number,
  inks: () => number,
  amount: number,
): Record<PaletteName, Rgb> {
  const cast = [0, 1, 2].map(() => 1 + (rnd() * 2 - 1) * 0.1 * amount);
  const drift = (c: Rgb, r = rnd): Rgb =>
    c.map((v, i) => Math.max(0, Math.min(255, v * cast[i] + (r() * 2 - 1) * 14 * amount))) as unknown as Rgb;
  const out: Record<string, Rgb> = {};
  for (const [name, colour] of Object.entries(REFERENCE_COLOUR)) out[name] = drift(colour);
  out.table = [96, 74, 52];
  out.grid = [70, 62, 48];
  out.ink = [52, 46, 38];
  out.gullyLine = drift([125, 143, 161]);
  out.blueGully = drift([150, 188, 214], extra);
  out.blueGullyLine = drift([84, 128, 182], extra);
  out.water = drift([120, 170, 212], extra);
  // Outline inks: the gray is the town symbol's own ink, the hardest case.
  out.grayOutline = out.gray;
  out.blackOutline = drift([28, 28, 32], extra);
  out.darkGrayOutline = drift([78, 80, 86], inks);
  out.lightGrayOutline = drift([160, 162, 164], inks);
  return out as Record<PaletteName, Rgb>;
}

/** Prints a board to a photo (see the header). */
export function renderPhoto(truth: TruthBoard, opts: PhotoOptions): TestPhoto {
  const rnd = seededRandom(opts.seed);
  const { grid } = truth;
  const { width, height } = opts;
  const printRnd = seededRandom(opts.seed ^ 0x5bd1e995);
  const palette = shiftedPalette(rnd, printRnd, seededRandom(opts.seed ^ 0x27d4eb2f), opts.paletteShift ?? 0);
  const print = opts.print ?? {};
  // Street grid of the town blocks: along the hex rows (so streets run on the N and S edges), turned 30°, or anyhow.
  const streetAngle = [0, Math.PI / 6, printRnd() * Math.PI][Math.floor(printRnd() * 3)];
  const streetPhase = printRnd();

  // Where the board goes: its bounding box (lattice plane) onto a jittered quad.
  const planeOf = (column: number, row: number): Point => {
    const h = offsetToAxial({ column, row }, grid.shifted);
    return { x: h.q, y: 2 * h.r + h.q };
  };
  const box = [
    { x: -0.75, y: -1.1 },
    { x: grid.columns - 1 + 0.75, y: -1.1 },
    { x: grid.columns - 1 + 0.75, y: 2 * grid.rows + 0.1 },
    { x: -0.75, y: 2 * grid.rows + 0.1 },
  ];
  const p = opts.perspective ?? 0;
  const mx = width * 0.05;
  const my = height * 0.05;
  const jitter = (s: number) => rnd() * s * p;
  const quad = [
    { x: mx + jitter(width * 0.1), y: my + jitter(height * 0.12) },
    { x: width - mx - jitter(width * 0.1), y: my + jitter(height * 0.12) },
    { x: width - mx - jitter(width * 0.1), y: height - my - jitter(height * 0.12) },
    { x: mx + jitter(width * 0.1), y: height - my - jitter(height * 0.12) },
  ].map((q) => ({ x: Math.round(q.x * 100) / 100, y: Math.round(q.y * 100) / 100 }));
  const homography = solveHomography(box, quad);
  const inverse = invertHomography(homography);

  // Per cell (by column and row): fill, and the sides carrying symbols (with the normal from the naming hex).
  const cellIndex: (
    | {
        fill: Rgb;
        gully: boolean;
        town: boolean;
        strokes: { normal: Point; sign: number; symbols: readonly ScanSymbol[] }[];
        rims: { normal: Point; ink: Rgb }[];
      }
    | undefined
  )[] = [];
  const fillOf = (column: number, row: number): Rgb => {
    const t = truth.terrain.get(cellKey(column, row)) ?? 'clear';
    if (truth.water?.has(cellKey(column, row))) return palette.water;
    return t === 'gully' && print.blueGullies ? palette.blueGully : palette[t];
  };
  for (let column = 0; column < grid.columns; column++) {
    for (let row = 0; row < grid.rows; row++) {
      const h = offsetToAxial({ column, row }, grid.shifted);
      const t = truth.terrain.get(cellKey(column, row)) ?? 'clear';
      const rims: { normal: Point; ink: Rgb }[] = [];
      if (print.rimWidth) {
        for (const side of SIDES) {
          const o = axialToOffset(neighbour(h, side), grid.shifted);
          if (o.column < 0 || o.row < 0 || o.column >= grid.columns || o.row >= grid.rows) continue;
          const here = printedGround(truth, column, row);
          const there = printedGround(truth, o.column, o.row);
          const line = boundaryLine(here, there);
          if (line === undefined) continue;
          const fill = line === 'here' ? fillOf(column, row) : fillOf(o.column, o.row);
          rims.push({ normal: SIDE_NORMAL[side], ink: fill.map((v) => v * RIM_SHADE) as unknown as Rgb });
        }
      }
      const strokes = [];
      for (const side of SIDES) {
        const key = edgeKey(h, side);
        const symbols = truth.edges.get(key);
        if (!symbols) continue;
        // Offsets run from the naming hex towards its neighbour: seen from this hex, outward is + when it names the edge.
        const names = key === `${h.q},${h.r},${side}`;
        strokes.push({ normal: SIDE_NORMAL[side], sign: names ? 1 : -1, symbols });
      }
      cellIndex[column * grid.rows + row] = {
        fill: fillOf(column, row),
        gully: t === 'gully',
        town: t === 'town' && !!print.townBlocks,
        strokes,
        rims,
      };
    }
  }

  const data = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const depthW = inverse[6] * x + inverse[7] * y + inverse[8];
      const bx = ((inverse[0] * x + inverse[1] * y + inverse[2]) / depthW) * 1.5;
      const by = (((inverse[3] * x + inverse[4] * y + inverse[5]) / depthW) * SQRT3) / 2;
      const h = boardToHex({ x: bx, y: by });
      const o0 = axialToOffset(h, grid.shifted);
      const cell =
        o0.column >= 0 && o0.column < grid.columns && o0.row >= 0 && o0.row < grid.rows
          ? cellIndex[o0.column * grid.rows + o0.row]
          : undefined;
      let colour: readonly number[];
      if (!cell) colour = palette.table;
      else {
        const c = hexToBoard(h);
        const dx = bx - c.x;
        const dy = by - c.y;
        colour = cell.fill;
        if (cell.town && isStreet(bx, by, streetAngle, streetPhase)) colour = palette.clear;
        if (cell.gully && Math.abs(dy) < 0.06 && Math.abs(dx) < 0.8)
          colour = print.blueGullies ? palette.blueGullyLine : palette.gullyLine;
        // The printed label: a small dark block near the top of the hex.
        if (Math.abs(dx) < 0.14 && dy > -0.63 && dy < -0.5) colour = mix(colour, palette.ink, 0.7);
        let inside = Infinity;
        for (const side of SIDES) {
          const n = SIDE_NORMAL[side];
          inside = Math.min(inside, APOTHEM - (dx * n.x + dy * n.y));
        }
        if (print.outline) {
          if (inside < (print.outlineWidth ?? 0.035) / 2) colour = palette[`${print.outline}Outline`];
        } else if (inside < 0.025) colour = mix(colour, palette.grid, 0.45);
        for (const r of cell.rims)
          if (APOTHEM - (dx * r.normal.x + dy * r.normal.y) < print.rimWidth! / 2) colour = r.ink;
        for (const s of cell.strokes) {
          const depth = APOTHEM - (dx * s.normal.x + dy * s.normal.y);
          if (depth > 0.2) continue;
          const along = -dx * s.normal.y + dy * s.normal.x;
          if (Math.abs(along) > 0.5) continue;
          const offset = -depth * s.sign;
          const n = s.symbols.length;
          const w = n === 1 ? SYMBOL_WIDTH : (SYMBOL_WIDTH * 1.5) / n;
          s.symbols.forEach((symbol, i) => {
            const centre = (i - (n - 1) / 2) * w;
            if (Math.abs(offset - centre) <= w / 2) colour = palette[symbol];
          });
        }
      }
      const o = (y * width + x) * 3;
      data[o] = colour[0];
      data[o + 1] = colour[1];
      data[o + 2] = colour[2];
    }
  }

  light(data, width, height, rnd, opts.lighting ?? 0);
  if ((opts.blur ?? 0) > 0) gaussianBlur(data, width, height, opts.blur!);
  const rgba = new Uint8Array(width * height * 4);
  const noise = opts.noise ?? 0;
  const gauss = () => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
  for (let i = 0, j = 0; i < data.length; i += 3, j += 4) {
    for (let c = 0; c < 3; c++)
      rgba[j + c] = Math.max(0, Math.min(255, Math.round(data[i + c] + (noise ? noise * gauss() : 0))));
    rgba[j + 3] = 255;
  }
  if (opts.chromaSubsampling) subsampleChroma(rgba, width, height);
  let image: RgbaImage = { width, height, data: rgba };
  if (opts.jpegQuality !== undefined) {
    const encoded = jpeg.encode({ width, height, data: rgba }, opts.jpegQuality);
    const decoded = jpeg.decode(encoded.data, { useTArray: true });
    image = { width: decoded.width, height: decoded.height, data: decoded.data };
  }

  const toImage = (q: Point) => applyHomography(homography, q.x, q.y);
  const err = opts.cornerError ?? 0;
  const corners = [
    planeOf(0, 0),
    planeOf(grid.columns - 1, 0),
    planeOf(grid.columns - 1, grid.rows - 1),
    planeOf(0, grid.rows - 1),
  ].map((q) => {
    const c = toImage(q);
    const a = rnd() * 2 * Math.PI;
    return { x: Math.round((c.x + Math.cos(a) * err) * 10) / 10, y: Math.round((c.y + Math.sin(a) * err) * 10) / 10 };
  });
  return { image, corners, samples: samplesOf(truth, toImage, rnd), homography };
}

/** What a hex prints as, for its boundary lines: water and gullies by kind, hills by level, the rest as flat ground. */
type PrintedGround = 'water' | 'gully' | 0 | 1 | 2 | 3 | 4;
function printedGround(truth: TruthBoard, column: number, row: number): PrintedGround {
  if (truth.water?.has(cellKey(column, row))) return 'water';
  const t = truth.terrain.get(cellKey(column, row));
  if (t === 'gully') return 'gully';
  return ({ slope: 1, hilltop: 2, slope2: 3, hilltop2: 4 } as const)[t as 'slope'] ?? 0;
}

/** Whose fill a boundary line is shaded from (a bank's water or gully, a rim's higher hill), or none where the ground does not change. */
function boundaryLine(here: PrintedGround, there: PrintedGround): 'here' | 'there' | undefined {
  if (here === there) return undefined;
  if (typeof here === 'string') return 'here';
  if (typeof there === 'string') return 'there';
  return here > there ? 'here' : 'there';
}

/** A boundary line is its fill at this share of the light: a darker shade of the same ink. */
const RIM_SHADE = 0.6;

/** JPEG's 4:2:0 colour subsampling (BT.601, as JPEG's own YCbCr): each 2 × 2 block keeps its pixels' lightness and their mean colour. */
function subsampleChroma(rgba: Uint8Array, width: number, height: number): void {
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const block: number[] = [];
      for (const [bx, by] of [
        [x, y],
        [x + 1, y],
        [x, y + 1],
        [x + 1, y + 1],
      ])
        if (bx < width && by < height) block.push((by * width + bx) * 4);
      let cb = 0;
      let cr = 0;
      for (const o of block) {
        const [r, g, b] = [rgba[o], rgba[o + 1], rgba[o + 2]];
        cb += -0.168736 * r - 0.331264 * g + 0.5 * b;
        cr += 0.5 * r - 0.418688 * g - 0.081312 * b;
      }
      cb /= block.length;
      cr /= block.length;
      for (const o of block) {
        const luma = 0.299 * rgba[o] + 0.587 * rgba[o + 1] + 0.114 * rgba[o + 2];
        const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
        rgba[o] = clamp(luma + 1.402 * cr);
        rgba[o + 1] = clamp(luma - 0.344136 * cb - 0.714136 * cr);
        rgba[o + 2] = clamp(luma + 1.772 * cb);
      }
    }
  }
}

const mix = (a: readonly number[], b: readonly number[], t: number): number[] =>
  [0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * t);

/** Town blocks: blocks 0.36 hex radii on a side, streets 0.07 wide between them, on a turned grid over the whole board. */
const STREET_PERIOD = 0.43;
const STREET_WIDTH = 0.07;
function isStreet(bx: number, by: number, angle: number, phase: number): boolean {
  const u = bx * Math.cos(angle) + by * Math.sin(angle);
  const v = -bx * Math.sin(angle) + by * Math.cos(angle);
  const inStreet = (t: number) => (((t / STREET_PERIOD + phase) % 1) + 1) % 1 < STREET_WIDTH / STREET_PERIOD;
  return inStreet(u) || inStreet(v);
}

/** A lamp to one side (a linear gradient in a random direction, slightly coloured) and a vignette. */
function light(data: Float32Array, width: number, height: number, rnd: () => number, strength: number): void {
  if (strength <= 0) return;
  const angle = rnd() * 2 * Math.PI;
  const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
  const warm = (rnd() * 2 - 1) * 0.25;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = (2 * x) / width - 1;
      const v = (2 * y) / height - 1;
      const g = 1 + (strength / 2) * (u * ux + v * uy) - strength * 0.25 * (u * u + v * v);
      const o = (y * width + x) * 3;
      data[o] *= g * (1 + warm * strength * u * ux);
      data[o + 1] *= g;
      data[o + 2] *= g * (1 - warm * strength * u * ux);
    }
  }
}

function gaussianBlur(data: Float32Array, width: number, height: number, sigma: number): void {
  const radius = Math.ceil(sigma * 2.5);
  const kernel = Array.from({ length: 2 * radius + 1 }, (_, i) => Math.exp(-((i - radius) ** 2) / (2 * sigma * sigma)));
  const total = kernel.reduce((s, k) => s + k, 0);
  const k = kernel.map((v) => v / total);
  const tmp = new Float32Array(data.length);
  const pass = (src: Float32Array, dst: Float32Array, horizontal: boolean) => {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let r = 0;
        let g = 0;
        let b = 0;
        for (let i = -radius; i <= radius; i++) {
          const xx = horizontal ? Math.min(width - 1, Math.max(0, x + i)) : x;
          const yy = horizontal ? y : Math.min(height - 1, Math.max(0, y + i));
          const o = (yy * width + xx) * 3;
          const w = k[i + radius];
          r += src[o] * w;
          g += src[o + 1] * w;
          b += src[o + 2] * w;
        }
        const o = (y * width + x) * 3;
        dst[o] = r;
        dst[o + 1] = g;
        dst[o + 2] = b;
      }
    }
  };
  pass(data, tmp, true);
  pass(tmp, data, false);
}

/** One tap per name present: a hex's middle for terrain (a hex among its own kind), a lone stroke's middle for a symbol. */
function samplesOf(truth: TruthBoard, toImage: (p: Point) => Point, rnd: () => number): ScanSample[] {
  const { grid } = truth;
  const samples: ScanSample[] = [];
  // By what is printed: water is its own colour, sampled under the name it reads as.
  const printed = (column: number, row: number): string =>
    truth.water?.has(cellKey(column, row)) ? 'water' : truth.terrain.get(cellKey(column, row))!;
  const byTerrain = new Map<string, { name: ScanTerrain; column: number; row: number; alike: number }[]>();
  for (let column = 0; column < grid.columns; column++) {
    for (let row = 0; row < grid.rows; row++) {
      const t = printed(column, row);
      const h = offsetToAxial({ column, row }, grid.shifted);
      const alike = SIDES.filter((s) => {
        const o = axialToOffset(neighbour(h, s), grid.shifted);
        return (
          o.column >= 0 && o.row >= 0 && o.column < grid.columns && o.row < grid.rows && printed(o.column, o.row) === t
        );
      }).length;
      byTerrain.set(t, [
        ...(byTerrain.get(t) ?? []),
        { name: truth.terrain.get(cellKey(column, row))!, column, row, alike },
      ]);
    }
  }
  for (const list of byTerrain.values()) {
    const most = Math.max(...list.map((c) => c.alike));
    const best = list.filter((c) => c.alike === most);
    const c = best[Math.floor(rnd() * best.length)];
    const h = offsetToAxial(c, grid.shifted);
    const b = hexToBoard(h);
    const p = toImage({ x: b.x / 1.5, y: (2 * (b.y + 0.15)) / SQRT3 });
    samples.push({ name: c.name, x: round1(p.x), y: round1(p.y) });
  }
  for (const symbol of SCAN_SYMBOLS) {
    const lone = [...truth.edges].filter(([, s]) => s.length === 1 && s[0] === symbol).map(([k]) => k);
    // A symbol printed only beside another is tapped on its own band of the pair, as a user would. That tap draws
    // from the photo's stream, so the taps after it differ from what the photo gave before such symbols were
    // tapped; the older photo sets print no symbol only in pairs (photo.test.ts), so their taps replay as before.
    const paired = [...truth.edges].filter(([, s]) => s.length === 2 && s.includes(symbol));
    if (lone.length === 0 && paired.length === 0) continue;
    const [key, band] =
      lone.length > 0
        ? [lone[Math.floor(rnd() * lone.length)], 0]
        : (([k, s]) => [k, (s.indexOf(symbol) - 0.5) * ((SYMBOL_WIDTH * 1.5) / 2)] as const)(
            paired[Math.floor(rnd() * paired.length)],
          );
    const [ha, hb] = edgeHexes(key);
    const a = hexToBoard(ha);
    const bh = hexToBoard(hb);
    // The band's offset runs from the naming hex towards its neighbour, in hex radii (the centres are √3 apart).
    const mid = {
      x: (a.x + bh.x) / 2 + ((bh.x - a.x) / SQRT3) * band,
      y: (a.y + bh.y) / 2 + ((bh.y - a.y) / SQRT3) * band,
    };
    const p = toImage({ x: mid.x / 1.5, y: (2 * mid.y) / SQRT3 });
    samples.push({ name: symbol, x: round1(p.x), y: round1(p.y) });
  }
  return samples;
}

const round1 = (x: number): number => Math.round(x * 10) / 10;

export interface ScanScore {
  readonly symbols: {
    readonly truePositives: number;
    readonly falsePositives: number;
    readonly falseNegatives: number;
    readonly precision: number;
    readonly recall: number;
  };
  readonly terrain: { readonly correct: number; readonly total: number; readonly accuracy: number };
  /** What went wrong, for a failing test's message. */
  readonly misses: string[];
}

/** Precision and recall of the proposed hexside symbols, accuracy of the proposed terrain. */
export function scoreScan(truth: TruthBoard, result: Pick<ScanResult, 'hexes' | 'hexsides'>): ScanScore {
  const { grid } = truth;
  const expected = new Set<string>();
  for (const [key, symbols] of truth.edges) for (const s of symbols) expected.add(`${key}|${s}`);
  const proposed = new Set<string>();
  const labelToAxial = new Map<string, Axial>();
  for (let column = 0; column < grid.columns; column++) {
    for (let row = 0; row < grid.rows; row++)
      labelToAxial.set(cellLabel({ column, row }), offsetToAxial({ column, row }, grid.shifted));
  }
  for (const s of result.hexsides) proposed.add(`${edgeKey(labelToAxial.get(s.hex)!, s.side)}|${s.symbol}`);
  const misses: string[] = [];
  let tp = 0;
  for (const p of proposed) {
    if (expected.has(p)) tp++;
    else misses.push(`extra ${p}`);
  }
  for (const e of expected) if (!proposed.has(e)) misses.push(`missed ${e}`);
  let correct = 0;
  for (const h of result.hexes) {
    const want = truth.terrain.get(cellKey(h.column, h.row));
    if (want === h.terrain) correct++;
    else misses.push(`${h.label}: ${h.terrain}, not ${want}`);
  }
  const fp = proposed.size - tp;
  const fn = expected.size - tp;
  return {
    symbols: {
      truePositives: tp,
      falsePositives: fp,
      falseNegatives: fn,
      precision: proposed.size ? tp / proposed.size : 1,
      recall: expected.size ? tp / expected.size : 1,
    },
    terrain: { correct, total: result.hexes.length, accuracy: result.hexes.length ? correct / result.hexes.length : 1 },
    misses,
  };
}
