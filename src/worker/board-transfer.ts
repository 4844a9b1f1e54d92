// A loaded board crossing from the worker to the page as a few typed arrays
// and string tables, not as the ~200,000 small objects of a 200 × 200 board:
// the page decoded those in one task (0.1 s on an idle machine, seconds on a
// busy one) and held the page meanwhile. The page rebuilds
// the same Board a few thousand hexes at a time, letting other work in
// between. Transport only: what arrives equals what the loader built.

import type { Building } from '../board/resolve-board.ts';
import { hexKey } from '../engine/hex/axial.ts';
import type { Board, EdgeKey, Feature, HexCell, HexKey, HexsideSymbol, Level, Terrain } from '../engine/types.ts';
import type { LoadAnswer } from './protocol.ts';

export interface PackedBoard {
  readonly header: Omit<Board, 'cells' | 'edges' | 'labels'>;
  readonly q: Int32Array;
  readonly r: Int32Array;
  readonly column: Int32Array;
  readonly row: Int32Array;
  readonly elevation: Float64Array;
  readonly singleHex: Uint8Array;
  readonly label: readonly string[];
  /** Indexes into `values` (terrain, level, features list of each hex; symbols of each edge). */
  readonly terrain: Uint32Array;
  readonly level: Uint32Array;
  readonly features: Uint32Array;
  readonly values: readonly unknown[];
  /** Only the hexes that have them: [hex index, value]. */
  readonly aliases: readonly (readonly [number, readonly string[]])[];
  readonly notes: readonly (readonly [number, string])[];
  /** The hexes written as a gully a road, railroad or bridge crosses (HexCell.crossedGully). */
  readonly crossedGully: readonly number[];
  readonly edgeKeys: readonly EdgeKey[];
  readonly edgeSymbols: Uint32Array;
}

/** Hexes rebuilt between two yields of unpackSteps (a few milliseconds). */
const HEXES_PER_STEP = 4000;

export function packBoard(board: Board): PackedBoard {
  const { cells: cellMap, edges: edgeMap, labels: _labels, ...header } = board;
  const cells = [...cellMap.values()];
  const n = cells.length;
  const values: unknown[] = [];
  const known = new Map<string, number>();
  const intern = (value: unknown): number => {
    const key = JSON.stringify(value);
    let i = known.get(key);
    if (i === undefined) {
      i = values.length;
      values.push(value);
      known.set(key, i);
    }
    return i;
  };
  const packed = {
    header,
    q: new Int32Array(n),
    r: new Int32Array(n),
    column: new Int32Array(n),
    row: new Int32Array(n),
    elevation: new Float64Array(n),
    singleHex: new Uint8Array(n),
    label: cells.map((c) => c.label),
    terrain: new Uint32Array(n),
    level: new Uint32Array(n),
    features: new Uint32Array(n),
    values,
    aliases: [] as [number, readonly string[]][],
    notes: [] as [number, string][],
    crossedGully: [] as number[],
    edgeKeys: [...edgeMap.keys()],
    edgeSymbols: new Uint32Array(edgeMap.size),
  };
  cells.forEach((c, i) => {
    packed.q[i] = c.hex.q;
    packed.r[i] = c.hex.r;
    packed.column[i] = c.column;
    packed.row[i] = c.row;
    packed.elevation[i] = c.elevation;
    packed.singleHex[i] = c.singleHex ? 1 : 0;
    packed.terrain[i] = intern(c.terrain);
    packed.level[i] = intern(c.level);
    packed.features[i] = intern(c.features);
    if (c.aliases.length > 0) packed.aliases.push([i, c.aliases]);
    if (c.note !== undefined) packed.notes.push([i, c.note]);
    if (c.crossedGully) packed.crossedGully.push(i);
  });
  [...edgeMap.values()].forEach((symbols, i) => (packed.edgeSymbols[i] = intern(symbols)));
  return packed;
}

/** Rebuilds the board a few thousand hexes at a time: yields between steps, returns the board. */
export function* unpackSteps(p: PackedBoard): Generator<void, Board, void> {
  const aliases = new Map(p.aliases);
  const notes = new Map(p.notes);
  const crossedGully = new Set(p.crossedGully);
  const cells = new Map<HexKey, HexCell>();
  const labels = new Map<string, HexKey>();
  for (let i = 0; i < p.q.length; i++) {
    const hex = { q: p.q[i], r: p.r[i] };
    const key = hexKey(hex);
    const note = notes.get(i);
    // Plain fields, no spreads: one cell per hex (Building, src/board/resolve-board.ts).
    const cell: Building<HexCell> = {
      key,
      hex,
      label: p.label[i],
      aliases: [...(aliases.get(i) ?? [])],
      terrain: p.values[p.terrain[i]] as Terrain,
      level: p.values[p.level[i]] as Level,
      elevation: p.elevation[i],
      features: p.values[p.features[i]] as readonly Feature[],
      singleHex: p.singleHex[i] === 1,
      column: p.column[i],
      row: p.row[i],
    };
    if (note !== undefined) cell.note = note;
    if (crossedGully.has(i)) cell.crossedGully = true;
    cells.set(key, cell);
    // As the loader indexes them (src/board/resolve-board.ts, finishBoard).
    labels.set(cell.label.toUpperCase(), key);
    for (const alias of cell.aliases) labels.set(alias.toUpperCase(), key);
    if ((i + 1) % HEXES_PER_STEP === 0) yield;
  }
  const edges = new Map<EdgeKey, readonly HexsideSymbol[]>(
    p.edgeKeys.map((k, i) => [k, p.values[p.edgeSymbols[i]] as readonly HexsideSymbol[]]),
  );
  return { ...p.header, cells, edges, labels };
}

export function unpackBoardNow(p: PackedBoard): Board {
  const steps = unpackSteps(p);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Rebuilds the board on the page, letting other tasks (a frame, a timer) run between steps. */
export async function unpackBoard(p: PackedBoard): Promise<Board> {
  const steps = unpackSteps(p);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** A load answer as it crosses from the worker: the board packed. */
export type PackedLoadAnswer =
  | Exclude<LoadAnswer, { ok: true }>
  | (Omit<Extract<LoadAnswer, { ok: true }>, 'board'> & { readonly packed: PackedBoard });

export function packLoadAnswer(answer: LoadAnswer): PackedLoadAnswer {
  if (!answer.ok) return answer;
  const { board, ...rest } = answer;
  return { ...rest, packed: packBoard(board) };
}

export async function unpackLoadAnswer(answer: PackedLoadAnswer): Promise<LoadAnswer> {
  if (!answer.ok) return answer;
  const { packed, ...rest } = answer;
  return { ...rest, board: await unpackBoard(packed) };
}
