// Sentences a player can read aloud for Tactical GameX verdicts (seed 004):
// the table's own words ("attacker", "target", "orange hilltop"), never an
// identifier such as H1. A sentence names the cell or note it applies
// ("004, ground → orange hilltop", "note 3"); the printed text is quoted once
// on the result (its `citations`), not in every sentence.

import { labelOf } from '../../board-model.ts';
import { type Fraction, fracCeil, fracCompare, HALF } from '../../fraction.ts';
import type { Board } from '../../types.ts';
import { capitalise, listWords, playersNumber, TERRAIN_WORDS } from '../../words.ts';
import { positionDecimal } from '../panzerblitz/words.ts';
import type { Citation } from '../types.ts';
import type { CellTest, Judgement, Placement, Unit } from './judge.ts';
import { placementPosition } from './judge.ts';
import type { Obstacle } from './obstacles.ts';
import { cellCitation, printedCell, TGX_LEVEL_WORDS, TGX_NOTES, type TgxLevel } from './table.ts';

/** Records a citation and returns the name a sentence uses (citations.ts). */
export type Cite = (c: Citation) => string;

/** The printed cell of this pair of levels, quoted once. */
function cellCited(cite: Cite, pair: Pair): string {
  const cell = printedCell(pair.attacker.level, pair.target.level);
  return cite({
    id: 'tgx-table',
    name: cellCitation(cell),
    text: `004's table, for this attacker and target: "${cell.text}"`,
  });
}

const NOTE_3: Citation = {
  id: 'tgx-3',
  name: 'note 3',
  text: `"${TGX_NOTES.relative}" No entry of the table lets a line pass over terrain higher than both units; terrain lower than both is clear.`,
};

const NOTE_1: Citation = {
  id: 'tgx-1',
  name: 'note 1',
  text: `"${TGX_NOTES.behindHex} ${TGX_NOTES.acrossOwnSide}" HexLOS reads it both ways by default: LOS out of such a hex is blocked as LOS into one (a disputed reading).`,
};

/** 2 → "2", 1/2 → "½", 5/2 → "2½". */
export const heightWords = (f: Fraction): string => playersNumber(f);

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** "ground, level 0", "an orange hilltop, level 2". */
export function levelWords(level: TgxLevel): string {
  const name = TGX_LEVEL_WORDS[level];
  if (level === 0) return 'ground, level 0';
  return `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}, level ${level}`;
}

export interface UnitDescription {
  readonly label: string;
  readonly level: TgxLevel;
  readonly inGully: boolean;
}

/** "the attacker (C2, on an orange hilltop, level 2)", "the target (G5, in a gully: ground, level 0)". */
export function unitWords(unit: Unit, d: UnitDescription): string {
  const where = d.inGully ? 'in a gully: ground, level 0' : `on ${levelWords(d.level)}`;
  return `the ${unit} (${d.label}, ${where})`;
}

/** "the orange hexside between E4 and F4 (height 2)", "the woods hex E4 (height ½: half a level above its level 0)". */
export function obstacleWords(board: Board, obstacle: Obstacle, between?: readonly [string, string]): string {
  const height = heightWords(obstacle.height);
  if (obstacle.kind === 'hex') {
    const name = TERRAIN_WORDS[obstacle.terrain] ?? obstacle.terrain;
    return `the ${name} hex ${labelOf(board, obstacle.hex)} (height ${height}: half a level above its own level ${obstacle.base})`;
  }
  const where = between ? ` between ${between[0]} and ${between[1]}` : '';
  if (obstacle.base === undefined) return `the ${obstacle.symbol} hexside${where} (height ${height})`;
  const kind = obstacle.symbol === 'green' ? 'woods' : 'town';
  const base = obstacle.owner
    ? `half a level above the ${kind} hex ${labelOf(board, obstacle.owner)} it belongs to, level ${obstacle.base}`
    : `half a level above the lower of its two hexes, level ${obstacle.base}`;
  return `the ${obstacle.symbol} (${kind}) hexside${where} (height ${height}: ${base})`;
}

/** "side 3 of 5, 0.5 of the way", "step 2 of 6, 0.33 of the way": the count players make, and where it lies. */
const whereWords = (place: Placement): string =>
  `${place.kind === 'hexside' ? 'side' : 'step'} ${place.index} of ${place.range}, ${positionDecimal(placementPosition(place))} of the way`;

function relationWords(place: Placement): string {
  const vs = fracCompare(placementPosition(place), HALF);
  return vs === 0 ? 'exactly midway' : vs < 0 ? 'closer to the attacker' : 'closer to the target';
}

/** "side 3 of 5, 0.5 of the way, exactly midway", "step 2 of 6, 0.33 of the way, closer to the attacker". */
export const placeWords = (place: Placement): string => `${whereWords(place)}, ${relationWords(place)}`;

/** "on side 3 of 5 (0.5 of the way, exactly midway)", "at step 2 of 6 (0.33 of the way, closer to the attacker)". */
export const placedWords = (place: Placement): string =>
  `${place.kind === 'hexside' ? 'on' : 'at'} ${place.kind === 'hexside' ? 'side' : 'step'} ${place.index} of ${place.range} (${positionDecimal(placementPosition(place))} of the way, ${relationWords(place)})`;

export interface Pair {
  readonly attacker: UnitDescription;
  readonly target: UnitDescription;
}

/**
 * Why one obstacle blocks, quoting the printed cell or note it applies.
 * `again`: an earlier reason of the same result already said the units are
 * both lower — the reason just before ('previous'), so this one blocks "in
 * the same way", or one further up ('earlier'), so this one says "also" —
 * rather than naming the units and the rule again.
 */
export function judgementText(
  obstacle: string,
  place: Placement,
  verdict: Judgement & { blocks: true },
  pair: Pair,
  cite: Cite,
  again: 'previous' | 'earlier' | undefined = undefined,
): string {
  switch (verdict.why) {
    case 'above-both':
      if (again === 'previous')
        return `${capitalise(obstacle)}, ${placedWords(place)}, blocks in the same way (${cite(NOTE_3)}).`;
      if (again === 'earlier')
        return `${capitalise(obstacle)}, ${placedWords(place)}, is also higher than both units (${cite(NOTE_3)}).`;
      return (
        `${capitalise(obstacle)}, ${placedWords(place)}, is higher than both ${unitWords('attacker', pair.attacker)} ` +
        `and ${unitWords('target', pair.target)}: no entry of 004's table lets a line pass over it (${cite(NOTE_3)}).`
      );
    case 'diagonal':
      return (
        `${capitalise(obstacle)}, ${placedWords(place)}, stands at the very level of both units ` +
        `(both on ${levelWords(pair.attacker.level)}): 004's table says blocked (${cellCited(cite, pair)}).`
      );
    case 'table': {
      const lower: Unit = verdict.higher === 'attacker' ? 'target' : 'attacker';
      const tooNear = verdict.away < verdict.need;
      const relative = heightWords(verdict.relative);
      const counted = verdict.beyondCell
        ? `its height above the ${lower} is ${relative}, more than the table prints for them; by the house reading tgxHeightCap=uncapped the true relative height counts`
        : verdict.need < fracCeil(verdict.relative)
          ? `its height above the ${lower} is ${relative}, and the table counts no more than ${plural(verdict.need, 'hex', 'hexes')}`
          : verdict.relative.d === 1
            ? `its height above the ${lower}, ${cite(NOTE_3)}`
            : `its height above the ${lower} is ${relative}, counted in whole hexes, ${cite(NOTE_3)}`;
      const nearness =
        `the ${lower} is only ${plural(verdict.away, 'hex', 'hexes')} away from it where the table asks for at least ` +
        `${plural(verdict.need, 'hex', 'hexes')} (${counted})`;
      let why: string;
      if (!verdict.closer) {
        why = `is not closer to the ${verdict.higher} (${placeWords(place)})${tooNear ? `, and ${nearness}` : ''}`;
      } else {
        why = `is closer to the ${verdict.higher} (${whereWords(place)}), but ${nearness}`;
      }
      return `${capitalise(obstacle)} ${why}, so it blocks (${cellCited(cite, pair)}).`;
    }
  }
}

/** Note 1, first sentence, read as "directly behind", both ways. */
export function behindHexText(
  obstacle: string,
  place: Placement,
  behind: readonly Unit[],
  directly: boolean,
  pair: Pair,
  cite: Cite,
): string {
  const note = directly
    ? cite(NOTE_1)
    : `${cite(NOTE_1)}, by the house reading tgxBehind=anywhere: "behind" is anywhere behind it on the line`;
  const at = `${obstacle}, ${placedWords(place)}`;
  if (!directly)
    return `${capitalise(listWords(behind.map((unit) => unitWords(unit, pair[unit]))))} ${behind.length === 2 ? 'are each' : 'is'} behind ${at}, so LOS past it is blocked (${note}).`;
  if (behind.length === 2) {
    return `Both units stand directly behind ${at}, each on its side: LOS to a hex behind it is blocked, and by the same token LOS out of one (${note}, read both ways).`;
  }
  const unit = behind[0];
  const who = unitWords(unit, pair[unit]);
  if (unit === 'target') return `${capitalise(who)} is directly behind ${at}, so LOS to it is blocked (${note}).`;
  return `${capitalise(who)} is directly behind ${at}, so by the same token it cannot see out past it (${note}, read both ways).`;
}

/** Note 1, second sentence: a green or gray side of a unit's own hex. */
export function ownSideText(obstacle: string, place: Placement, unit: Unit, pair: Pair, cite: Cite): string {
  const who = unitWords(unit, pair[unit]);
  const note = cite(NOTE_1);
  const at = `${capitalise(obstacle)}, ${placedWords(place)},`;
  if (unit === 'target') return `${at} is a side of the hex of ${who}: LOS into a hex across it is blocked (${note}).`;
  return `${at} is a side of the hex of ${who}; LOS out of a hex across it is blocked just as LOS into one (${note}, read both ways).`;
}

/** " 2 of 3 routes cross it: the defender gets the benefit of the doubt." or "". */
export function routesWords(kind: 'hexside' | 'hex', through: bigint, total: bigint, blocks = true): string {
  if (through >= total) return '';
  const verb = kind === 'hexside' ? 'cross it' : 'pass through it';
  return blocks
    ? ` ${through} of ${total} routes ${verb}: the defender gets the benefit of the doubt.`
    : ` ${through} of ${total} routes ${verb}.`;
}

/** A note for an obstacle the table lets the line pass: for a cell, the nearness and the distance test it asks for. */
export function passedText(
  obstacle: string,
  place: Placement,
  verdict: Judgement & { blocks: false },
  pair: Pair,
  cite: Cite,
): string {
  if (verdict.why === 'below-both') {
    return `${capitalise(obstacle)}, ${placedWords(place)}, is lower than both units: clear (${cite(NOTE_3)}).`;
  }
  const lower: Unit = verdict.higher === 'attacker' ? 'target' : 'attacker';
  const distance =
    verdict.need === 0
      ? 'the table asks for no distance'
      : `the ${lower} is ${plural(verdict.away, 'hex', 'hexes')} away from it, at least the ${plural(verdict.need, 'hex', 'hexes')} the table asks for${needWords(verdict, lower, cite)}`;
  return `${capitalise(obstacle)} is closer to the ${verdict.higher} (${whereWords(place)}), and ${distance}: clear by the table (${cellCited(cite, pair)}).`;
}

/** Where the cell's number of hexes comes from: the obstacle's relative height (note 3), unless the cell prints fewer. */
function needWords(test: CellTest, lower: Unit, cite: Cite): string {
  if (test.need < fracCeil(test.relative)) return '';
  if (test.relative.d === 1) return ` (its height above the ${lower}, ${cite(NOTE_3)})`;
  return ` (its height above the ${lower} is ${heightWords(test.relative)}, counted in whole hexes, ${cite(NOTE_3)})`;
}

/** A HexLOS reading: how a GameX line is traced, which 004 does not say. */
const TRACED: Citation = {
  id: 'tgx-routes',
  name: "HexLOS's hex-traced reading of 004",
  text: '004 does not say how the line is traced; HexLOS traces it hex by hex as 000 does ("The Line-of-Sight should trace through the exact same number of hexes as the range to the target") and judges the obstacles a route crosses or passes through, with the defender getting the benefit of the doubt.',
};

/** An obstacle the straight line meets that no route crosses (between the two hexes of a tied step, or only touched): "…, 0.5 of the way, lies between …". */
export function offRouteText(obstacle: string, where: string, how: string, cite: Cite): string {
  return `${capitalise(obstacle)}, ${where}, ${how}: no route crosses it, so the table does not judge it (${cite(TRACED)}).`;
}
