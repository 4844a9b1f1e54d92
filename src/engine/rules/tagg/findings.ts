// What blocked a line under Tagg's procedure (seed 002), as the result's
// reasons: each finding names the algorithm line that decided it, and a
// contention hex the lines that made it one (7, 9, 10); every line named is
// quoted once in the result's citations (lines.ts).

import { frac } from '../../fraction.ts';
import type { Axial } from '../../types.ts';
import type { Citation, LosReason, Premise } from '../types.ts';
import { lineQuote, type TaggLineId, TAGG_LINES } from './lines.ts';

export interface Finding {
  readonly rule: TaggLineId;
  readonly i: number;
  readonly hex: Axial;
  readonly text: string;
  /** For a contention hex: the lines that made it one (named in the sentence too). */
  readonly contentionBy?: readonly TaggLineId[];
  /** The facts its sentence states about the units (types.ts, `Premise`). */
  readonly premises?: readonly Premise[];
}

/** The lines a finding's sentence names: its own, and for a contention hex the lines that made it one. */
const citedLines = (f: Finding): TaggLineId[] => [...new Set([f.rule, ...(f.contentionBy ?? [])])];

export function toReason(f: Finding, range: number, routes: bigint): LosReason {
  return {
    rule: TAGG_LINES[f.rule].rule,
    kind: 'hex',
    hex: f.hex,
    position: frac(f.i, range),
    routesThrough: routes,
    text: f.text,
    cites: citedLines(f).map((id) => TAGG_LINES[id].rule),
    ...(f.premises ? { premises: f.premises } : {}),
  };
}

/** Each line the findings name, quoted once. */
export const citationsOf = (findings: readonly Finding[]): Citation[] =>
  [...new Set(findings.flatMap(citedLines))].map(lineQuote);
