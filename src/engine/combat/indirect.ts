// Indirect fire's hit roll and scatter distances, from 003_556d2a178b7b89f6.txt
// ("3D PanzerBlitz Charts", Offboard Artillery, Indirect Fire): "Die roll of 1
// or 2 hits the target hex. Die roll of 3 to 6 misses ... Then roll for number
// hexes moved from target hex: 1 - 2 One hex, 3 - 4 Two hexes, 5 Three hexes,
// 6 Missed."
//
// Interpretation (docs/combat.md): a shell that misses lands elsewhere or
// nowhere, so it does nothing to the target; every result's chance is the hit
// chance times the table's n/6, and "no effect" takes the rest. The scatter
// direction (003's Scatter Table is blank in the seed) is not needed for the
// target's chances, so it is not modelled.

import { type Fraction, ONE, ZERO, frac, fracAdd, fracMul, fracSub } from '../fraction.ts';
import { SEED_003 } from './effects.ts';
import type { CrtResult, IndirectFireReading, IndirectFireTable } from './types.ts';
import { CRT_RESULTS } from './types.ts';

export const INDIRECT_FIRE_003: IndirectFireTable = {
  source: `${SEED_003}, Offboard Artillery: Indirect Fire`,
  hitFaces: [1, 2],
  scatter: [
    { faces: [1, 2], hexes: 1 },
    { faces: [3, 4], hexes: 2 },
    { faces: [5], hexes: 3 },
    { faces: [6], hexes: null },
  ],
};

const DIE = 6;
const HEX_WORDS = ['no hexes', 'one hex', 'two hexes', 'three hexes', 'four hexes', 'five hexes', 'six hexes'];

/** "1–2", "5", "3–6", "1, 3": faces as a player reads them off a chart. */
export function facesText(faces: readonly number[]): string {
  const sorted = [...faces].sort((a, b) => a - b);
  const contiguous = sorted.every((f, i) => i === 0 || f === sorted[i - 1] + 1);
  if (sorted.length > 1 && contiguous) return `${sorted[0]}–${sorted[sorted.length - 1]}`;
  return sorted.join(', ');
}

const inSixths = (f: Fraction): string => (DIE % f.d === 0 ? `${(f.n * DIE) / f.d} in ${DIE}` : `${f.n} in ${f.d}`);

/**
 * The hit roll and scatter of one indirect fire, and each result's chance of
 * the whole shot (the hit chance times the table's chance once it hits).
 */
export function readIndirectFire(
  table: IndirectFireTable,
  chancesIfHit: Readonly<Record<CrtResult, Fraction>>,
): { reading: IndirectFireReading; chances: Record<CrtResult, Fraction> } {
  const hitChance = frac(table.hitFaces.length, DIE);
  const missChance = fracSub(ONE, hitChance);
  const scatter = table.scatter.map((s) => ({
    faces: s.faces,
    hexes: s.hexes,
    chance: fracMul(missChance, frac(s.faces.length, DIE)),
  }));
  const chances = {} as Record<CrtResult, Fraction>;
  let effect = ZERO;
  for (const r of CRT_RESULTS) {
    if (r === 'none') continue;
    chances[r] = fracMul(hitChance, chancesIfHit[r]);
    effect = fracAdd(effect, chances[r]);
  }
  chances.none = fracSub(ONE, effect);

  const missFaces = [1, 2, 3, 4, 5, 6].filter((f) => !table.hitFaces.includes(f));
  const scatterText = table.scatter
    .map(
      (s) =>
        `${facesText(s.faces)} ${s.hexes === null ? 'missed altogether' : (HEX_WORDS[s.hexes] ?? `${s.hexes} hexes`)}`,
    )
    .join(', ');
  const text =
    `Hit roll: ${facesText(table.hitFaces)} hits the target hex (${inSixths(hitChance)}); ` +
    `${facesText(missFaces)} misses, and a second roll says how far it scatters: ${scatterText} (003 Indirect Fire). ` +
    `Each result below happens only on a hit.`;
  return {
    reading: { source: table.source, hitFaces: table.hitFaces, hitChance, scatter, chancesIfHit, text },
    chances,
  };
}
