// Larry Tagg, "Algorithm for Line-of-Sight" (seed 002_133f0f7c3b35c884.txt):
// the sighting procedure's lines and special cases, as data.
//
// The copy in 002 is damaged: the questions of lines 4, 6, 9 and 10 and the
// "True" branch of line 8 are lost. docs/rules-tgx-tagg.md reconstructs lines 4, 6,
// 8, 9 and 10; line 3 is printed whole and quoted as printed (what the
// reconstruction adds is how lines 4 to 6 follow from it). Each line keeps
// what survives of its printed text, with the scan's slips ("I" for "1",
// run-together words) corrected in square brackets, so a reader sees every
// word that is not the print's (docs/rules-tgx-tagg.md), and the question the
// engine asks; reconstructed lines say so wherever they are cited.

import { capitalise } from '../../words.ts';
import type { Citation } from '../types.ts';

export const TAGG_LINE_IDS = ['D', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', 'sc1', 'sc2'] as const;
export type TaggLineId = (typeof TAGG_LINE_IDS)[number];

export interface TaggLine {
  readonly id: TaggLineId;
  /** Rule id in results (docs/cli.md): "tagg-D", "tagg-4", "tagg-sc2". */
  readonly rule: string;
  /** The question the engine asks at this line (docs/rules-tgx-tagg.md). */
  readonly question: string;
  /** What survives of the printed text ("..." where the quote skips a part). */
  readonly printed: string;
  /** The printed question or a branch is lost; the engine follows docs/rules-tgx-tagg.md's reconstruction. */
  readonly reconstructed: boolean;
}

const line = (id: TaggLineId, question: string, printed: string, reconstructed = false): TaggLine => ({
  id,
  rule: `tagg-${id}`,
  question,
  printed,
  reconstructed,
});

export const TAGG_LINES: Readonly<Record<TaggLineId, TaggLine>> = {
  D: line('D', 'Range 1 or less?', 'LOS between adjacent hexes is never blocked.'),
  1: line(
    '1',
    'Is any intervening hex (with modifiers) higher than both A and B?',
    'No terrain (with any modifiers) higher than both A and B exists between them. ... (Terrain higher than both the sighting and sighted hexes always blocks LOS.)',
  ),
  2: line('2', 'Are A and B on the same level?', 'A and B have the same terrain level. True-LOS is not blocked.'),
  3: line(
    '3',
    'Is any intervening hex (with modifiers) at the level of the higher unit?',
    'Terrain (with any modifiers) exists between A and B that is the same level as the higher of the two. True-Go to the next line. False-Go to line 7.',
  ),
  4: line(
    '4',
    'Is one of those hexes cut off from the higher unit by a hex below its level (a separate ridge)?',
    'True-LOS is blocked. False-Go to the next line. (Together with steps 2 and 3, this line determines if the LOS is obstructed by an intervening ridge.)',
    true,
  ),
  5: line(
    '5',
    'Extended past the higher unit, away from the lower, does the line meet higher ground before lower ground?',
    'The LOS, if extended past the higher of the two (that is away from the lower of the two), crosses higher terrain (without modifiers) before crossing lower terrain (without modifiers). True-Go to line 7. (If this is true, the sighting A and the sighted B are both on the same side of a hill crest.)',
  ),
  6: line(
    '6',
    'Are all intervening hexes at the higher unit’s level next to it (it stands at the brow)?',
    'True-Go to the next line. (A and B are both on the same side of a hill crest.) False-LOS is blocked. (They are on opposite sides of a hill crest.)',
    true,
  ),
  7: line(
    '7',
    'Does any intervening hex have modifiers?',
    'No terrain between A and B has modifiers. ... False-Go to line 11, using all intervening hexes with modifiers as Contention hexes.',
  ),
  8: line(
    '8',
    'Do A and B differ by exactly 1 level?',
    'The difference in elevation between A and B is 1 level. ... False-Go to line 9. (There is more than [1] terrain level difference between A and B.)',
    true,
  ),
  9: line(
    '9',
    'Is there an intermediate ridge: a run of hexes at one level between the two units’ levels, with lower ground on both sides?',
    'True-Go to line 11, using the middle hex (moving along the LOS from higher to lower) of the intermediate level terrain described above as the Contention hex.',
    true,
  ),
  10: line(
    '10',
    'Does the line cross a Slope or Extreme Slope hexside between two levels?',
    'True-Go to the next line, using the higher of the two hexes adjacent to the Slope or Extreme Slope hexside as the Contention hex. False ... Go to the next line, using [the first] hex (moving along the LOS from higher to lower) of all intermediate terrain levels as Contention hexes.',
    true,
  ),
  11: line(
    '11',
    'Does any contention hex C have (level of C with modifiers − hL) / d(C, L) greater than (hH − hL) / d(H, L)?',
    'There is no hex (call it the Contention hex) such that its terrain level (with any modifiers) minus the terrain level of the lower of the two (call it B), divided by the distance in hexes from the Contention hex to B, is greater than the terrain level of the higher of the two (A) minus the terrain level of the lower of the two (B), divided by the distance in hexes from A to B.',
  ),
  sc1: line(
    'sc1',
    'Where the line runs along a hexside or through a corner, use the lower of the two hexes, with and without modifiers.',
    'A hexside does not block a LOS that runs straight along it if the unit could see through one of the two hexes next to the hexside.',
  ),
  sc2: line(
    'sc2',
    'Is the line traced into or out of a forest, orchard or town hex through an adjacent one exactly one level lower?',
    'You may not trace LOS into or out of a Forest, Orchard, [or Town] hex through an adjacent Forest, [Orchard, or] Town hex that is [1] level lower.',
  ),
};

/** "line 4", "line 11", "special case 2": how a sentence names a line; what it says is quoted once (lineQuote). */
export function lineCitation(id: TaggLineId): string {
  return id === 'sc1' ? 'special case 1' : id === 'sc2' ? 'special case 2' : `line ${id}`;
}

/** A line as a result's citation: its name, and once for the result what survives of it, and the question HexLOS asks where it is damaged. */
export function lineQuote(id: TaggLineId): Citation {
  const l = TAGG_LINES[id];
  const damaged = l.reconstructed ? ` Reconstructed: the printed text is damaged, and HexLOS asks: ${l.question}` : '';
  return { id: l.rule, name: lineCitation(id), text: `"${l.printed}"${damaged}` };
}

/** "Line 4 (Tagg) — reconstructed: the printed text is damaged." prefix for notes. */
export function lineHeading(id: TaggLineId): string {
  const l = TAGG_LINES[id];
  const name = id === 'sc1' ? 'Special case 1' : id === 'sc2' ? 'Special case 2' : `Line ${id}`;
  return l.reconstructed ? `${name} (Tagg) — reconstructed: the printed text is damaged.` : `${name} (Tagg):`;
}

/** A note on one line of the procedure: its heading, then what it found. */
export function lineNote(id: TaggLineId, finding: string): string {
  const body = TAGG_LINES[id].reconstructed ? capitalise(finding) : finding;
  return `${lineHeading(id)} ${body}`;
}
