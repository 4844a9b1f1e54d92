// What a line met under Tagg's procedure (seed 002) that did not block, for
// the result's not-blocking list (docs/readings.md#every-symbol-met-is-explained): every slope or extreme
// slope hexside the straight line meets and every single-hex obstacle it
// meets that no reason names, each with where it lies and the line of the
// procedure that limits it. The procedure reads the levels of hexes, not the
// symbols: a slope hexside only places a contention hex beside it (line 10),
// and one the line runs along is special case 1's; a copse, farm or fort adds
// no level (only forest, orchard and town carry a modifier).

import { labelOf, symbolsBetween, symbolsOnEdge } from '../../board-model.ts';
import { frac } from '../../fraction.ts';
import { hexDistance, hexEquals } from '../../hex/axial.ts';
import { hexContact, segmentBetween, segmentSidesWhere } from '../../hex/segment.ts';
import type { HexTrace } from '../../hex/trace.ts';
import type { Board, EdgeKey, HexCell } from '../../types.ts';
import { ONE_HEX_TERRAINS, TAGG_SLOPE_SYMBOLS, WOODS_AND_TOWNS } from '../../types.ts';
import { listWords, TERRAIN_WORDS } from '../../words.ts';
import { positionDecimal } from '../panzerblitz/words.ts';
import type { Citation, LosReason } from '../types.ts';
import { lineCitation, lineQuote, type TaggLineId, TAGG_LINES } from './lines.ts';
import { canopyWords, hasCanopy } from './profile.ts';

const SLOPE_SYMBOLS: ReadonlySet<string> = new Set(TAGG_SLOPE_SYMBOLS);

const isSingleHexObstacle = (cell: HexCell): boolean =>
  ONE_HEX_TERRAINS.includes(cell.terrain) || (cell.singleHex && WOODS_AND_TOWNS.includes(cell.terrain));

/** Line D: adjacent hexes always see each other; a slope symbol on the side they share is still named once. */
function adjacentMet(board: Board, trace: HexTrace): { cleared: LosReason[]; citations: Citation[] } {
  const { from, to } = trace;
  const cleared = symbolsBetween(board, from, to)
    .filter((s) => SLOPE_SYMBOLS.has(s))
    .map((symbol): LosReason => ({
      rule: TAGG_LINES.D.rule,
      kind: 'hexside',
      symbol,
      side: 1,
      between: [from, to],
      position: frac(1, 2),
      text: `The ${symbol === 'slope' ? 'slope' : 'extreme slope'} hexside between ${labelOf(board, from)} and ${labelOf(board, to)}, the side the two units' hexes share, does not block: the hexes are adjacent (${lineCitation('D')}).`,
      cites: [TAGG_LINES.D.rule],
      premises: [{ fact: 'adjacent' }],
    }));
  return { cleared, citations: cleared.length > 0 ? [lineQuote('D')] : [] };
}

/** The not-blocking entries, and the lines they name (each quoted once on the result). */
export function metNotBlocking(
  board: Board,
  trace: HexTrace,
  reasons: readonly LosReason[],
): { cleared: LosReason[]; citations: Citation[] } {
  const { from, to, range } = trace;
  // The same hex: nothing lies between. Adjacent: line D, and each slope symbol on the side the hexes share is named.
  if (range === 0) return { cleared: [], citations: [] };
  if (range === 1) return adjacentMet(board, trace);
  const lines = new Set<TaggLineId>();
  const cite = (id: TaggLineId): string => {
    lines.add(id);
    return lineCitation(id);
  };
  const cleared: LosReason[] = [];
  const onRoutes = new Set<EdgeKey>(trace.sides.flatMap((list) => list.map((s) => s.edge)));
  const kOf = new Map<EdgeKey, number>(trace.sides.flatMap((list) => list.map((s) => [s.edge, s.k] as const)));
  const label = (h: { q: number; r: number }) => labelOf(board, h);
  // Sides judged alike (same symbol, same line) read as one entry, each still named with where it lies.
  const groups = new Map<string, { first: LosReason; rest: { place: LosReason; words: string }[] }>();
  for (const m of segmentSidesWhere(from, to, (a, b) =>
    symbolsBetween(board, a, b).some((s) => SLOPE_SYMBOLS.has(s)),
  )) {
    const symbols = symbolsOnEdge(board, m.edge).filter((s) => SLOPE_SYMBOLS.has(s));
    if (symbols.length === 0) continue;
    const [a, b] = m.hexes;
    const k = kOf.get(m.edge);
    const where =
      m.contact === 'run-along'
        ? `run along from ${positionDecimal(m.t)} to ${positionDecimal(m.tEnd ?? m.t)} of the way`
        : onRoutes.has(m.edge) && k !== undefined
          ? `side ${k} of ${range}, ${positionDecimal(frac(2 * k - 1, 2 * range))} of the way`
          : `${positionDecimal(m.t)} of the way, ${m.contact === 'cornered' ? 'touched at its end' : 'between the two hexes of one step'}`;
    for (const symbol of symbols) {
      const name = `The ${symbol === 'slope' ? 'slope' : 'extreme slope'} hexside between ${label(a)} and ${label(b)} (${where})`;
      const lineIds: TaggLineId[] = m.contact === 'run-along' ? ['sc1'] : ['10', '11'];
      const text =
        m.contact === 'run-along'
          ? `${name} does not block by itself: the line runs along it, and a hexside does not block a line that runs along it if the unit could see through one of the two hexes beside it (${cite('sc1')}).`
          : `${name} does not block by itself: the procedure reads the levels of the hexes, and a slope hexside only makes the higher hex beside it a contention hex (${cite('10')}), judged against the sight line (${cite('11')}).`;
      const entry: LosReason = {
        rule: TAGG_LINES[lineIds[0]].rule,
        kind: 'hexside',
        symbol,
        between: [a, b],
        position: m.t,
        text,
        cites: lineIds.map((id) => TAGG_LINES[id].rule),
      };
      const key = `${symbol}|${entry.rule}`;
      const group = groups.get(key);
      if (group) group.rest.push({ place: entry, words: `between ${label(a)} and ${label(b)} (${where})` });
      else groups.set(key, { first: entry, rest: [] });
    }
  }
  for (const { first, rest } of groups.values()) {
    if (rest.length === 0) {
      cleared.push(first);
      continue;
    }
    const plural = `${first.symbol === 'slope' ? 'slope' : 'extreme slope'} hexside${rest.length === 1 ? '' : 's'}`;
    const alike = rest.map(({ place: { kind, symbol, between, position } }) => ({ kind, symbol, between, position }));
    cleared.push({
      ...first,
      text: `${first.text} The same holds for the ${plural} ${listWords(rest.map((r) => r.words))}.`,
      alike,
    });
  }
  const seg = segmentBetween(from, to);
  for (const cell of board.cells.values()) {
    if (!isSingleHexObstacle(cell) || hexEquals(cell.hex, from) || hexEquals(cell.hex, to)) continue;
    if (hexContact(seg, cell.hex) === 'none' || reasons.some((r) => r.hex && hexEquals(r.hex, cell.hex))) continue;
    const i = hexDistance(from, cell.hex);
    const at = `step ${i} of ${range}, ${positionDecimal(frac(i, range))} of the way`;
    const canopy = hasCanopy(cell);
    const text = canopy
      ? `The ${canopyWords(cell)} hex ${cell.label} (${at}; level ${cell.elevation}, ${cell.elevation + 1} with its ${canopyWords(cell)}) did not block: the procedure judges it by its level with modifiers (${cite('1')}; ${cite('11')} for a contention hex).`
      : `The ${TERRAIN_WORDS[cell.terrain] ?? cell.terrain} hex ${cell.label} (${at}; level ${cell.elevation}) adds no level: only forest, orchard and town hexes carry a modifier, and the procedure reads levels with modifiers (${cite('1')}).`;
    const lineIds: TaggLineId[] = canopy ? ['1', '11'] : ['1'];
    cleared.push({
      rule: TAGG_LINES['1'].rule,
      kind: 'hex',
      hex: cell.hex,
      position: frac(i, range),
      text,
      cites: lineIds.map((id) => TAGG_LINES[id].rule),
    });
  }
  cleared.sort((x, y) => (x.position && y.position ? x.position.n * y.position.d - y.position.n * x.position.d : 0));
  return { cleared, citations: [...lines].map(lineQuote) };
}
