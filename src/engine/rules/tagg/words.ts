// Sentences for Tagg's algorithm (seed 002) in the article's own terms:
// levels, modifiers, contention hexes, and the line that decided.

import { frac, type Fraction, fracSub } from '../../fraction.ts';
import type { Board } from '../../types.ts';
import { labelOf } from '../../board-model.ts';
import type { HexLevel } from './profile.ts';

const VULGAR: Readonly<Record<string, string>> = { '1/2': '½', '1/4': '¼', '3/4': '¾' };

/** 5 → "5", 21/4 → "5¼". */
export function levelWords(f: Fraction): string {
  const whole = Math.floor(f.n / f.d);
  const rest = fracSub(f, frac(whole));
  if (rest.n === 0) return String(whole);
  const part = VULGAR[`${rest.n}/${rest.d}`] ?? `${rest.n}/${rest.d}`;
  return whole === 0 ? part : `${whole}${part}`;
}

/** "A4 (level 4: 3 + 1 for forest)", "A4 (level 3)". */
export function hexLevelWords(board: Board, h: HexLevel): string {
  const label = labelOf(board, h.hex);
  if (h.modifiers.length === 0) return `${label} (level ${h.ground})`;
  const parts = h.modifiers.map((m) => (m === 'a unit' ? '¼ for a unit' : `1 for ${m}`));
  return `${label} (level ${levelWords(h.modified)} with modifiers: ${h.ground} + ${parts.join(' + ')})`;
}

/** "1/2", "2", "5/4": a ratio in line 11's formula. */
export const ratioWords = (f: Fraction): string => (f.d === 1 ? String(f.n) : `${f.n}/${f.d}`);

export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "A2", "A2 and A3", "A2, A3 and A4". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
