// Writes the sample boards in boards/ from terrain sketches: one character per
// hex, one line per row (odd columns sit half a hex lower). Hexsides that
// follow from the terrain are derived the way a board artist draws them:
// green around multi-hex woods, gray around towns, orange and purple at the
// rims of level 1 and level 2 hilltops, river banks along river hexes. Spines
// (brown, yellow) and Tagg's slopes are listed by hand or by rule per board.
// Run: npx tsx scripts/sample-boards.ts. The committed JSON is what ships; running
// this again overwrites hand edits made to those files.

import { writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { edgeKey, hexKey, neighbour } from '../src/engine/hex/axial.ts';
import { cellLabel, offsetToAxial, parseCellLabel } from '../src/engine/hex/offset.ts';
import type { Axial, BoardFamily, Feature, HexsideSymbol, Level, Side, Terrain } from '../src/engine/types.ts';
import { SIDES, TERRAIN_LEVEL } from '../src/engine/types.ts';

const CODES: Readonly<Record<string, Terrain>> = {
  '.': 'clear',
  '=': 'road',
  f: 'ford',
  w: 'swamp',
  p: 'pond',
  '~': 'river',
  b: 'bridge-river',
  ':': 'wheatfield',
  '#': 'railroad',
  g: 'gully',
  T: 'woods',
  t: 'town',
  c: 'wood-copse',
  F: 'collective-farm',
  O: 'old-fort',
  X: 'town-woods',
  s: 'slope',
  h: 'hilltop',
  y: 'slope2',
  H: 'hilltop2',
  Y: 'hilltop-slope2',
  S: 'town-slope',
  K: 'gorge-bridge',
};

interface HexExtra {
  /** Level when it is not the terrain's own (woods on a hilltop). */
  readonly level?: Level;
  readonly features?: Feature[];
  readonly note?: string;
}

interface Sketch {
  readonly id: string;
  readonly name: string;
  readonly family: BoardFamily;
  readonly halfHexes: boolean;
  /** One string per row; character c is column c. */
  readonly terrain: readonly string[];
  /** Elevation digits per hex (elevation boards). */
  readonly elevation?: readonly string[];
  /** Features per hex: r road, o orchard, '.' none. */
  readonly overlay?: readonly string[];
  readonly extras?: Readonly<Record<string, HexExtra>>;
  /** Hand-drawn symbols: [label, side, symbol]. */
  readonly hexsides?: readonly (readonly [string, Side, HexsideSymbol])[];
  /** Derived symbols to leave out: [label, side]. */
  readonly omit?: readonly (readonly [string, Side])[];
  /** Rule for Tagg's slope hexsides between two elevations, if any. */
  readonly slopes?: (low: number, high: number) => HexsideSymbol | undefined;
}

const OVERLAY: Readonly<Record<string, Feature>> = { r: 'road', o: 'orchard' };

const RANK: Readonly<Record<Level, number>> = { G: 0, S1: 1, H1: 2, S2: 3, H2: 4 };
const WOODS = new Set<Terrain>(['woods', 'town-woods']);
const TOWN = new Set<Terrain>(['town', 'town-slope']);
const WATER = new Set<Terrain>(['river', 'bridge-river']);

interface Cell {
  readonly label: string;
  readonly row: number;
  readonly column: number;
  readonly hex: Axial;
  readonly terrain: Terrain;
  readonly level: Level;
  readonly elevation?: number;
}

function cells(sketch: Sketch): Map<string, Cell> {
  const out = new Map<string, Cell>();
  sketch.terrain.forEach((line, row) => {
    [...line].forEach((code, column) => {
      const terrain = CODES[code];
      if (!terrain) throw new Error(`${sketch.id}: unknown code "${code}" at column ${column}, row ${row}`);
      const hex = offsetToAxial({ column, row }, 'odd');
      const label = cellLabel({ column, row });
      const level = sketch.extras?.[label]?.level ?? TERRAIN_LEVEL[terrain];
      const digit = sketch.elevation?.[row]?.[column];
      out.set(hexKey(hex), { label, row, column, hex, terrain, level, ...(digit ? { elevation: Number(digit) } : {}) });
    });
  });
  return out;
}

/** The symbols a board artist draws on the edge from a to b because of their terrain. */
function derived(a: Cell, b: Cell, group: (c: Cell) => number): HexsideSymbol[] {
  const out: HexsideSymbol[] = [];
  const [ra, rb] = [RANK[a.level], RANK[b.level]];
  const hi = Math.max(ra, rb);
  const lo = Math.min(ra, rb);
  const woodsEdge = (x: Cell, y: Cell) =>
    WOODS.has(x.terrain) && group(x) > 1 && !WOODS.has(y.terrain) && !TOWN.has(y.terrain);
  const townEdge = (x: Cell, y: Cell) => TOWN.has(x.terrain) && !TOWN.has(y.terrain) && !WOODS.has(y.terrain);
  if (woodsEdge(a, b) || woodsEdge(b, a)) out.push('green');
  if (townEdge(a, b) || townEdge(b, a)) out.push('gray');
  if (hi === RANK.H2 && lo < RANK.H2) out.push('purple');
  if (hi >= RANK.H1 && lo < RANK.H1) out.push('orange');
  if (WATER.has(a.terrain) !== WATER.has(b.terrain)) out.push('river');
  return out;
}

function sizeOfGroups(all: Map<string, Cell>): (c: Cell) => number {
  const size = new Map<string, number>();
  for (const start of all.values()) {
    if (size.has(start.label)) continue;
    const group: Cell[] = [start];
    const seen = new Set([start.label]);
    for (let i = 0; i < group.length; i++) {
      for (const side of SIDES) {
        const n = all.get(hexKey(neighbour(group[i].hex, side)));
        const same = n && (WOODS.has(n.terrain) ? WOODS.has(start.terrain) : n.terrain === start.terrain);
        if (n && same && !seen.has(n.label)) {
          seen.add(n.label);
          group.push(n);
        }
      }
    }
    for (const c of group) size.set(c.label, group.length);
  }
  return (c) => size.get(c.label) ?? 1;
}

function boardJson(sketch: Sketch): unknown {
  const all = cells(sketch);
  const group = sizeOfGroups(all);
  const rows = sketch.terrain.length;
  const columns = sketch.terrain[0].length;
  const hexes: Record<string, Record<string, unknown>> = {};
  for (const c of all.values()) {
    const extra = sketch.extras?.[c.label];
    const entry: Record<string, unknown> = {};
    if (c.terrain !== 'clear') entry.terrain = c.terrain;
    if (extra?.level) entry.level = extra.level;
    if (c.elevation !== undefined) entry.elevation = c.elevation;
    const overlay = [...(sketch.overlay?.[c.row] ?? '')][c.column];
    const features = [...(overlay && overlay !== '.' ? [OVERLAY[overlay]] : []), ...(extra?.features ?? [])];
    if (features.length > 0) entry.features = features;
    if (extra?.note) entry.note = extra.note;
    if (Object.keys(entry).length > 0) hexes[c.label] = entry;
  }
  for (const label of Object.keys(sketch.extras ?? {})) {
    if (!parseCellLabel(label)) throw new Error(`${sketch.id}: bad label ${label}`);
  }

  const omitted = new Set(
    (sketch.omit ?? []).map(([label, side]) => {
      const cell = parseCellLabel(label);
      if (!cell) throw new Error(`${sketch.id}: bad label ${label}`);
      return edgeKey(offsetToAxial(cell, 'odd'), side);
    }),
  );
  const hexsides: { hex: string; side: Side; symbol: HexsideSymbol }[] = [];
  for (const a of all.values()) {
    // Each edge once: from the hex on its N, NE or SE side.
    for (const side of ['N', 'NE', 'SE'] as const) {
      const b = all.get(hexKey(neighbour(a.hex, side)));
      if (!b || omitted.has(edgeKey(a.hex, side))) continue;
      const symbols = sketch.family === 'panzerblitz' ? derived(a, b, group) : [];
      if (sketch.slopes && a.elevation !== undefined && b.elevation !== undefined && a.elevation !== b.elevation) {
        const s = sketch.slopes(Math.min(a.elevation, b.elevation), Math.max(a.elevation, b.elevation));
        if (s) symbols.push(s);
      }
      for (const symbol of symbols) hexsides.push({ hex: a.label, side, symbol });
    }
  }
  for (const [hex, side, symbol] of sketch.hexsides ?? []) hexsides.push({ hex, side, symbol });
  const order = (label: string) => {
    const cell = parseCellLabel(label) as { column: number; row: number };
    return cell.column * 1000 + cell.row;
  };
  hexsides.sort((x, y) => order(x.hex) - order(y.hex) || SIDES.indexOf(x.side) - SIDES.indexOf(y.side));

  return {
    $schema: '../public/hexlos-board.schema.json',
    format: 'hexlos-board/1',
    id: sketch.id,
    name: sketch.name,
    family: sketch.family,
    grid: { columns, rows, shifted: 'odd', ...(sketch.halfHexes ? { halfHexes: true } : {}) },
    defaultTerrain: 'clear',
    hexes,
    hexsides,
  };
}

/** JSON with one hex or hexside per line: readable and diff-friendly. */
function formatBoard(doc: unknown): string {
  const d = doc as Record<string, unknown>;
  const lines = ['{'];
  const keys = Object.keys(d);
  keys.forEach((key, i) => {
    const comma = i < keys.length - 1 ? ',' : '';
    const value = d[key];
    if (key === 'hexes') {
      const entries = Object.entries(value as Record<string, unknown>);
      lines.push(`  "hexes": {`);
      entries.forEach(([label, entry], j) =>
        lines.push(`    ${JSON.stringify(label)}: ${JSON.stringify(entry)}${j < entries.length - 1 ? ',' : ''}`),
      );
      lines.push(`  }${comma}`);
    } else if (key === 'hexsides') {
      const list = value as unknown[];
      lines.push(`  "hexsides": [`);
      list.forEach((entry, j) => lines.push(`    ${JSON.stringify(entry)}${j < list.length - 1 ? ',' : ''}`));
      lines.push(`  ]${comma}`);
    } else lines.push(`  ${JSON.stringify(key)}: ${JSON.stringify(value)}${comma}`);
  });
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

const ROAD: Feature[] = ['road'];

/** A two-level hill, a razorback ridge, a gorge and a gully, a river with its bridges, a town. */
const RIDGE_AND_RIVER: Sketch = {
  id: 'ridge-and-river',
  name: 'Ridge and River',
  family: 'panzerblitz',
  halfHexes: true,
  terrain: [
    // 0         1         2         3
    // 012345678901234567890123456789012
    '...sshss..=..TTT...~..=..:.......',
    '...shyhhsg=ssTTT...~..=::F:TT....',
    'TT.sYHyhsg=ss......~..=::::TTT...',
    'TTTsYHyhsf=ss..c.w~.O.=t.....sss.',
    '.T.sYyyhsg=ss...ww~...tttt..shhs.',
    ':::shhhss.Kgs....=b===ttt===SSs==',
    '.::.sss...=.g..==.~....XTTT......',
    '============g==...~.pp..TT.......',
    '############g#####b##############',
    '............g.....~..............',
  ],
  extras: {
    F3: { note: 'Hill 214, the summit.' },
    J2: { note: 'Head of the gully: a full gully hex (000 gullies D).' },
    K6: { features: ROAD, note: 'The road bridges the gorge.' },
    M8: { features: ['road', 'bridge'] },
    M9: { features: ['railroad'] },
    S6: { features: ROAD },
    S9: { features: ['railroad'] },
    U4: { note: 'An old fort watching the bridge.' },
    W6: { features: ROAD },
    X6: { features: ROAD },
    Y6: { features: ROAD },
    CC6: { features: ROAD },
    DD6: { features: ROAD },
    EE6: { features: ROAD },
    Z2: { note: 'Collective farm.' },
  },
  hexsides: [
    // Hill 214: brown spines at the corners of the level 1 slope, yellow at those of the level 2 slope.
    ['D1', 'NE', 'brown'],
    ['G1', 'SE', 'brown'],
    ['H6', 'NE', 'brown'],
    ['D6', 'SE', 'brown'],
    ['E3', 'NE', 'yellow'],
    ['F2', 'SE', 'yellow'],
    ['F5', 'NE', 'yellow'],
    ['E5', 'SE', 'yellow'],
    // The razorback ridge: slopes meet along a brown spine, no hilltop between (000 note R).
    ...(['L2', 'L3', 'L4', 'L5'] as const).flatMap((hex) => [
      [hex, 'NE', 'brown'] as const,
      [hex, 'SE', 'brown'] as const,
    ]),
    // The knoll east of the town.
    ['CC5', 'S', 'brown'],
    ['EE4', 'SE', 'brown'],
  ],
  // Road and rail bridges: the river banks stop where the roadway runs onto the bridge.
  omit: [
    ['S6', 'SW'],
    ['S6', 'SE'],
    ['S9', 'SW'],
    ['S9', 'SE'],
  ],
};

/** A wooded plateau, a lake on a river, a stream gully and a village on the road. */
const LAKE_AND_HEIGHTS: Sketch = {
  id: 'lake-and-heights',
  name: 'Lake and Heights',
  family: 'panzerblitz',
  halfHexes: true,
  terrain: [
    // 0         1         2         3
    // 012345678901234567890123456789012
    '............g.....~....sssssss...',
    ':::.....TT..gg....~...shhhhhhs...',
    '.F:....TTTT..f...~~...shhTThhs...',
    '.:.......TT...g..~....sshhThs....',
    '.......c......gg~.wpw...sssss....',
    '..ttt..........~~wwpp.........O..',
    '==tttt=========b=================',
    '.........sss..~.....g............',
    '.:::.....shs..~.....g.c.TTT......',
    '..:.......s...~.....g...T.T......',
  ],
  extras: {
    Z3: { level: 'H1', note: 'Woods on the heights (000 note N).' },
    AA3: { level: 'H1' },
    AA4: { level: 'H1' },
    C7: { features: ROAD },
    D7: { features: ROAD },
    E7: { features: ROAD },
    F7: { features: ROAD },
    P7: { features: ROAD },
    K9: { note: 'Hill 112.' },
    U8: { note: 'Head of the gully (000 gullies D).' },
  },
  hexsides: [
    // The heights: brown spines at the four corners of the plateau's slopes.
    ['W2', 'NE', 'brown'],
    ['CC1', 'SE', 'brown'],
    ['CC4', 'S', 'brown'],
    ['W4', 'SE', 'brown'],
    // Hill 112.
    ['J8', 'NE', 'brown'],
    ['K10', 'NE', 'brown'],
  ],
  omit: [
    ['P7', 'NW'],
    ['P7', 'NE'],
  ],
};

/** Elevation numbers for Tagg's algorithm: a wooded hill mass, a forested spur, a village in the valley. */
const HILL_COUNTRY: Sketch = {
  id: 'hill-country',
  name: 'Hill Country (elevation numbers)',
  family: 'elevation',
  halfHexes: false,
  terrain: [
    '..........TT....',
    '.........TTT....',
    '..........T.....',
    '................',
    '.............TT.',
    '............TTT.',
    '................',
    '...TT...........',
    '...TT...........',
    '........tt......',
    '.........t......',
    '................',
  ],
  elevation: [
    '1111122334454433',
    '1111123335565544',
    '1111123336676654',
    '1111123336787654',
    '1111123336777654',
    '1112223335666554',
    '1223333344555443',
    '1234443233444332',
    '1234543222333221',
    '1233433211222332',
    '1122322111122233',
    '1111211111112223',
  ],
  overlay: [
    '................',
    '................',
    '................',
    '................',
    '................',
    '................',
    '................',
    '................',
    '.......oo.......',
    'rrrrrrrrrrrrrrrr',
    '.......oo.......',
    '......oo........',
  ],
  extras: {
    L4: { note: 'Summit, elevation 8.' },
    J4: { note: 'The scarp: the hill mass rises sheer from the valley.' },
  },
  // Tagg's slope hexsides: an extreme slope where the ground drops two levels or more, a slope on the upper flanks.
  slopes: (low, high) => (high - low >= 2 ? 'extreme-slope' : high >= 6 ? 'slope' : undefined),
};

const SKETCHES: readonly Sketch[] = [RIDGE_AND_RIVER, LAKE_AND_HEIGHTS, HILL_COUNTRY];

/** Each sample board file, as this script writes it (a test keeps boards/ in step). */
export const sampleBoardFiles = (): { file: string; text: string }[] =>
  SKETCHES.map((sketch) => ({ file: `boards/${sketch.id}.json`, text: formatBoard(boardJson(sketch)) }));

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  for (const { file, text } of sampleBoardFiles()) {
    await writeFile(`${root}${file}`, text);
    console.log(`wrote ${file}`);
  }
}
