// Absences: the edges where a stroke may be printed but none was proposed
// (docs/scan.md#absences). The review walks only what it is given, so a
// missed stroke must be given to it as an item of its own ("a gray side may
// be printed here: add / none"). Two reasons put an edge here:
// - its strongest stroke evidence is under the threshold but not far under
//   (strokes.ts, StrokeDoubt): a faint or thin printed stroke; in a scan
//   without any sample, also a stroke in one of the app's printed inks that
//   no guessed colour explains (strokes.ts, printedInkDoubts); but not a
//   woods' or a town's side between two hexes of one terrain (outlineOnly);
// - the two fills predict a symbol: on this board most edges between these
//   two terrains carry it (a town's edge against clear ground, a hill's rim),
//   and this one does not. The prediction is learnt from the scan itself,
//   not from a table of what a board prints, since boards differ.
// An edge is given once, with its most doubtful reason.

import { TERRAIN_TABLE, TERRAINS } from '../engine/types.ts';
import type { HexsideAbsence, HexsideName, HexsideProposal } from './request.ts';
import type { ScanSymbol, ScanTerrain } from './vocabulary.ts';

/** The fewest edges between two terrains that let them predict a symbol: fewer say nothing about the board. */
export const MIN_PREDICTING_EDGES = 12;
/** The share of those edges that must carry the symbol for an edge without it to be doubted. */
export const PREDICTING_SHARE = 0.95;

export interface EdgeReading {
  readonly hex: string;
  readonly side: HexsideProposal['side'];
  readonly terrains: readonly [ScanTerrain, ScanTerrain];
  /** The strokes that may have been missed here, each with the confidence that it is not printed (strokes.ts, StrokeDoubt). */
  readonly doubts: readonly { readonly candidate: ScanSymbol; readonly confidence: number }[];
}

/** Symbols that edge an area (a woods' green, a town's gray: TERRAIN_TABLE's edgedBy). */
const AREA_EDGES: ReadonlySet<string> = new Set(TERRAINS.flatMap((t) => TERRAIN_TABLE[t].edgedBy));

/**
 * Whether a doubt about this symbol on an edge between two hexes read as
 * one terrain can only be the outline: a woods' or a town's side lies where
 * that area ends, and an outline printed in a gray ink, or wide, reaches
 * half a stroke's evidence on many such edges (75 doubts on the fitting,
 * test and widened photos read with samples, none of them a printed
 * stroke). What it gives up: a town on a slope reads as a slope and a town
 * in woods as woods (vocabulary.ts, SCAN_TERRAIN_OF), so a missed gray side
 * between such a hex and a plain one of its reading gets no card
 * (docs/scan.md#absences). Slope sides (brown, yellow) are still doubted
 * there: a ridge has slopes on both sides.
 */
const outlineOnly = (symbol: ScanSymbol, terrains: readonly [ScanTerrain, ScanTerrain]): boolean =>
  AREA_EDGES.has(symbol) && terrains[0] === terrains[1];

const edgeName = (e: HexsideName): string => `${e.hex} ${e.side}`;
const pairOf = (t: readonly [ScanTerrain, ScanTerrain]): string => [...t].sort().join('/');

/**
 * The absences of a scan, and its proposals less any stroke left unproposed
 * on purpose (the request's `missOnPurpose`: it becomes an absence at the
 * least sure confidence, as a stroke just missed would be).
 */
export function absencesOf(
  edges: readonly EdgeReading[],
  proposed: readonly HexsideProposal[],
  missOnPurpose: readonly HexsideName[],
): { hexsides: HexsideProposal[]; absences: HexsideAbsence[] } {
  const missed = new Set(missOnPurpose.map(edgeName));
  const hexsides = proposed.filter((p) => !missed.has(edgeName(p)));
  const onEdge = new Map<string, Set<ScanSymbol>>();
  for (const p of hexsides) {
    const name = edgeName(p);
    onEdge.set(name, (onEdge.get(name) ?? new Set()).add(p.symbol));
  }

  // What each pair of terrains carries on this board: its edges, and how many carry each symbol.
  const pairs = new Map<string, { edges: number; carrying: Map<ScanSymbol, number> }>();
  for (const e of edges) {
    const key = pairOf(e.terrains);
    const pair = pairs.get(key) ?? { edges: 0, carrying: new Map() };
    pair.edges++;
    for (const s of onEdge.get(edgeName(e)) ?? []) pair.carrying.set(s, (pair.carrying.get(s) ?? 0) + 1);
    pairs.set(key, pair);
  }

  const absences: HexsideAbsence[] = [];
  const byName = new Map<string, HexsideProposal>();
  for (const p of proposed) if (missed.has(edgeName(p))) byName.set(edgeName(p), p);
  for (const e of edges) {
    const name = edgeName(e);
    const has = onEdge.get(name) ?? new Set<ScanSymbol>();
    const reasons: { candidate: ScanSymbol; confidence: number }[] = [];
    const dropped = byName.get(name);
    if (dropped) reasons.push({ candidate: dropped.symbol, confidence: 0.5 });
    for (const d of e.doubts) if (!has.has(d.candidate) && !outlineOnly(d.candidate, e.terrains)) reasons.push(d);
    const pair = pairs.get(pairOf(e.terrains));
    if (pair && pair.edges >= MIN_PREDICTING_EDGES)
      for (const [symbol, count] of pair.carrying) {
        const share = count / pair.edges;
        // The more of the pair's edges carry it, the less sure this one's lack is: 0.95 of them → 0.55 sure, all → 0.5.
        if (share >= PREDICTING_SHARE && !has.has(symbol))
          reasons.push({ candidate: symbol, confidence: Math.round((1.5 - share) * 1000) / 1000 });
      }
    if (reasons.length === 0) continue;
    const most = reasons.reduce((p, q) => (q.confidence < p.confidence ? q : p));
    absences.push({ hex: e.hex, side: e.side, candidate: most.candidate, confidence: most.confidence });
  }
  return { hexsides, absences };
}
