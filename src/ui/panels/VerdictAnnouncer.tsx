// The verdict said aloud: one live region, always in the page (a region that
// appears with its text is often not read), that a screen reader speaks when
// a new verdict arrives — the pair, CLEAR or BLOCKED, range and levels, and
// the first reason.

import { useShallow } from 'zustand/react/shallow';

import { labelOf } from '../../engine/board-model.ts';
import { hexEquals } from '../../engine/hex/axial.ts';
import { useShown } from '../shown-pick.ts';
import { subtitle } from './Verdict.tsx';

export function VerdictAnnouncer() {
  const { board, result, losError, firer, target } = useShown(
    useShallow((s) => ({ board: s.board, result: s.result, losError: s.losError, firer: s.firer, target: s.target })),
  );
  let words = '';
  if (board && firer && target && losError) words = `No verdict: ${losError}`;
  else if (board && result && firer && target && hexEquals(result.from, firer) && hexEquals(result.to, target)) {
    const pair = `${labelOf(board, result.from)} to ${labelOf(board, result.to)}`;
    const first = result.reasons[0]?.text;
    words = `${pair}: ${result.visible ? 'CLEAR' : 'BLOCKED'}, ${subtitle(result, board.family)}.${first ? ` ${first}` : ''}`;
  }
  return (
    <p className="visually-hidden" role="status" aria-live="polite" data-testid="verdict-live">
      {words}
    </p>
  );
}
