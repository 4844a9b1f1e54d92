// Sentences for Tagg's algorithm (seed 002) in the article's own terms:
// levels, modifiers, contention hexes, and the line that decided.

import { labelOf } from '../../board-model.ts';
import type { Fraction } from '../../fraction.ts';
import type { Board } from '../../types.ts';
import { playersNumber } from '../../words.ts';
import type { HexLevel } from './profile.ts';

/** 5 → "5", 21/4 → "5¼". */
export const levelWords = (f: Fraction): string => playersNumber(f);

/** "A4 (level 4: 3 + 1 for forest)", "A4 (level 3)". */
export function hexLevelWords(board: Board, h: HexLevel): string {
  const label = labelOf(board, h.hex);
  if (h.modifiers.length === 0) return `${label} (level ${h.ground})`;
  const parts = h.modifiers.map((m) => (m === 'a unit' ? '¼ for a unit' : `1 for ${m}`));
  return `${label} (level ${levelWords(h.modified)} with modifiers: ${h.ground} + ${parts.join(' + ')})`;
}

/** "1/2", "2", "5/4": a ratio in line 11's formula. */
export const ratioWords = (f: Fraction): string => (f.d === 1 ? String(f.n) : `${f.n}/${f.d}`);
