// Exact quotations (docs/readings.md#quotations-are-exact): every quotation a result cites, and
// every quotation the engine keeps as citation data, is the seed's words. A
// quotation is text between straight double quotes (a quotation inside one
// uses curly quotes); a cut is marked "…" (Tagg's damaged lines "..."), and each
// piece between cuts must be found in one seed, in order, after whitespace is
// normalised and curly quotes are read as straight ones. The seeds are the
// copies in ./seeds (the project's source texts).

import { describe, expect, test } from 'vitest';

import { buildBoard } from '../testing/build-board.ts';
import type { Board, HexsideSymbol, Terrain } from '../types.ts';
import { SIDES } from '../types.ts';
import { RULE_SET_IDS } from './ids.ts';
import { evaluateLos } from './index.ts';
import { ruleSetsFor } from './index.ts';
import { BORROWED_ARTILLERY } from './markers.ts';
import type { Basis } from './panzerblitz/table.ts';
import { basisCitation, citationOf, QUOTES } from './panzerblitz/words.ts';
import { READINGS } from './readings.ts';
import seed000 from './seeds/000_a03a26f52f8a01a8.txt?raw';
import seed001 from './seeds/001_637a09858b693391.txt?raw';
import seed002 from './seeds/002_133f0f7c3b35c884.txt?raw';
import seed003 from './seeds/003_556d2a178b7b89f6.txt?raw';
import seed004 from './seeds/004_be931c8745daf524.txt?raw';
import { lineQuote, TAGG_LINE_IDS } from './tagg/lines.ts';
import { TGX_NOTES, TGX_TABLE } from './tgx/table.ts';
import type { Citation } from './types.ts';

const normalise = (text: string): string =>
  text.replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();

/** Page-conversion artefacts: list bullets at a line's start and lines that hold only a page number. */
const withoutPageArtefacts = (text: string): string => text.replace(/^- /gm, '').replace(/^\d+$/gm, '');

/**
 * The scan's misreadings in 002 that lines.ts corrects when it quotes (its
 * header says so): "I" for "1" and run-together words, each correction in
 * square brackets inside the quotation. Listed one by one, so nothing else
 * is forgiven, and a correction without its brackets is not found.
 */
const SCAN_CORRECTIONS_002: readonly (readonly [string, string])[] = [
  ['more than I terrain level', 'more than [1] terrain level'],
  ['that is I level lower', 'that is [1] level lower'],
  ['orTown', '[or Town]'],
  ['Orchard,or', '[Orchard, or]'],
  ['thefirst', '[the first]'],
];

const SEEDS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({
    '000': seed000,
    '001': seed001,
    '002': SCAN_CORRECTIONS_002.reduce((text, [scan, read]) => text.split(scan).join(read), seed002),
    '003': seed003,
    '004': seed004,
  }).map(([id, text]) => [id, normalise(withoutPageArtefacts(text))]),
);

/** The quotations in a text: the spans between straight double quotes. */
export function quotationsIn(text: string): string[] {
  const out: string[] = [];
  const re = /"([^"]*)"/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push(m[1]);
  return out;
}

/** The first seed holding every piece of the quotation in order, or undefined. */
export function seedOf(quotation: string): string | undefined {
  const pieces = normalise(quotation)
    .split(/…|\.\.\./)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  return Object.keys(SEEDS).find((id) => {
    let from = 0;
    for (const piece of pieces) {
      const at = SEEDS[id].indexOf(piece, from);
      if (at < 0) return false;
      from = at + piece.length;
    }
    return true;
  });
}

const unfound = (texts: readonly string[]): string[] =>
  texts.flatMap(quotationsIn).filter((q) => seedOf(q) === undefined);

describe('the quotation checker', () => {
  test.each([
    { text: 'A: "obstruct ALL fire no matter what the elevation"', found: true },
    { text: '"ALL hex-side symbols … obstruct the Line-of-Sight"', found: true },
    { text: '"Yellow, and Purple) obstruct … Note that when both the target"', found: false },
    { text: '"hex-side   symbols\n(Gray, Green,"', found: true },
    { text: '"blocks the line of sight"', found: false },
  ])('$text: found $found', ({ text, found }) => {
    expect(unfound([text]).length === 0).toBe(found);
  });
});

const BASES: readonly Basis[] = ['orig', 'shift', 'above', 'below', 'g-s2', 'heights', 'band-heights', 'g-s2-slope'];
const LEVELS = ['G', 'S1', 'H1', 'S2', 'H2'] as const;

describe("every quotation constant in the engine is the seed's words (docs/readings.md#quotations-are-exact)", () => {
  const constants: { name: string; text: string }[] = [
    ...Object.keys(QUOTES).flatMap((id) =>
      [false, true].map((three) => ({ name: `note ${id}`, text: citationOf(id, three, 'G', 'H1').text })),
    ),
    ...LEVELS.flatMap((f) =>
      LEVELS.map((t) => ({ name: `003 chart ${f}→${t}`, text: citationOf('orig-TET', true, f, t).text })),
    ),
    ...LEVELS.flatMap((f) =>
      LEVELS.flatMap((t) => BASES.map((b) => ({ name: `basis ${b} ${f}→${t}`, text: basisCitation(b, f, t).text }))),
    ),
    ...TAGG_LINE_IDS.map((id) => ({ name: `Tagg ${id}`, text: lineQuote(id).text })),
    ...Object.entries(TGX_NOTES).map(([id, text]) => ({ name: `004 ${id}`, text: `"${text}"` })),
    ...TGX_TABLE.map((c) => ({ name: `004 cell ${c.attacker}→${c.target}`, text: `"${c.text}"` })),
    ...READINGS.map((r) => ({ name: `reading ${r.id}`, text: `"${r.seed}"` })),
    { name: 'artillery, borrowed', text: BORROWED_ARTILLERY.text },
  ];
  test.each(constants)('$name', ({ text }) => {
    expect(unfound([text])).toEqual([]);
  });
});

/** A small random board of the given family, from a seeded generator (the same boards every run). */
function randomBoard(family: 'panzerblitz' | 'elevation', seed: number): Board {
  let state = seed;
  const next = (n: number): number => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  const terrains: readonly Terrain[] = [
    'clear',
    'clear',
    'woods',
    'town',
    'slope',
    'hilltop',
    'slope2',
    'hilltop2',
    'gully',
    'wood-copse',
    'collective-farm',
    'town-slope',
  ];
  const symbols: readonly HexsideSymbol[] = ['green', 'gray', 'brown', 'orange', 'yellow', 'purple'];
  const columns = 6;
  const rows = 7;
  const hexes: Record<string, Terrain | number> = {};
  const hexsides: string[] = [];
  for (let c = 0; c < columns; c++) {
    for (let r = 1; r <= rows; r++) {
      const label = `${String.fromCharCode(65 + c)}${r}`;
      hexes[label] = family === 'elevation' ? next(5) : (terrains[next(terrains.length)] as Terrain);
      if (family === 'panzerblitz' && next(3) === 0)
        hexsides.push(`${label} ${SIDES[next(6)]} ${symbols[next(symbols.length)]}`);
    }
  }
  return buildBoard({ family, columns, rows, hexes, hexsides });
}

describe("every quotation in a result's citations is the seed's words (docs/readings.md#quotations-are-exact)", () => {
  const boards = [1, 2, 3, 4].flatMap((seed) => [randomBoard('panzerblitz', seed), randomBoard('elevation', seed)]);
  test.each(RULE_SET_IDS.map((rules) => ({ rules })))(
    '$rules, both trace modes, random boards and markers',
    ({ rules }) => {
      const citations = new Map<string, Citation>();
      for (const board of boards) {
        if (!ruleSetsFor(board).some((rs) => rs.id === rules)) continue;
        const cells = [...board.cells.values()];
        for (const [i, a] of cells.entries()) {
          if (i % 3 !== 0) continue;
          for (const b of cells) {
            for (const trace of ['hex', 'real'] as const) {
              const r = evaluateLos(board, {
                from: a.hex,
                to: b.hex,
                rules,
                trace,
                markers: { blockedHexes: [cells[(i + 5) % cells.length].hex] },
              });
              for (const c of r.citations ?? []) citations.set(`${c.id}|${c.text}`, c);
            }
          }
        }
      }
      expect(citations.size).toBeGreaterThan(0);
      expect(
        [...citations.values()]
          .filter((c) => unfound([c.text]).length > 0)
          .map((c) => `${c.id}: ${unfound([c.text]).join(' | ')}`),
      ).toEqual([]);
    },
  );
});
