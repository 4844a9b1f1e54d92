// The tap flow made visible: one line on the map saying what the next tap
// does, with the choice between starting a new pair and moving the target of
// the current firer one tap away (and, while the hexes are too small to aim
// at, a line suggesting to zoom or type). The recent checks are
// RecentChecks.tsx.

import { labelOf } from '../../engine/board-model.ts';
import type { Axial, Board } from '../../engine/types.ts';
import { useAppStore } from '../../store/index.ts';
import type { NextTap, PickPhase } from '../../store/types.ts';
import { useEditorTapHint } from '../editor/tap-hint.ts';
import { useShown } from '../shown-pick.ts';

export interface HintInput {
  readonly board: Board | undefined;
  readonly phase: PickPhase;
  readonly firer: Axial | undefined;
  readonly target: Axial | undefined;
  readonly nextTap: NextTap;
  readonly inspectMode: boolean;
  readonly pickingCombatFirer?: boolean;
}

/** The one-line hint: what the next tap on a hex does. */
export function nextTapHint(s: HintInput): string {
  if (!s.board) return 'Loading the board…';
  if (s.inspectMode) return 'Next tap: what a hex is';
  if (s.pickingCombatFirer) return 'Next tap: a firer joins the attack';
  if (!s.firer) return 'Next tap: the firer';
  const firer = labelOf(s.board, s.firer);
  if (!s.target) return `Next tap: target of ${firer}`;
  return s.nextTap === 'pair' ? 'Next tap: a new firer' : `Next tap: new target of ${firer}`;
}

/** The longer form, for the tooltip and screen readers. */
function nextTapDetail(s: HintInput): string {
  if (!s.board || !s.firer || s.inspectMode) return '';
  const firer = labelOf(s.board, s.firer);
  if (!s.target) return `Tap ${firer} again to start over.`;
  return 'Drag the firer or the target to slide that end.';
}

export function NextTapBar() {
  const board = useAppStore((s) => s.board);
  const phase = useShown((s) => s.phase);
  const firer = useShown((s) => s.firer);
  const target = useShown((s) => s.target);
  const nextTap = useAppStore((s) => s.nextTap);
  const inspectMode = useAppStore((s) => s.inspectMode);
  const setNextTap = useAppStore((s) => s.setNextTap);
  const pickingCombatFirer = useAppStore((s) => s.pickingCombatFirer);
  const tooSmall = useAppStore((s) => s.hexesTooSmall);
  // While the editor paints, the next tap edits: the line says so, not "the firer".
  const editing = useEditorTapHint();
  const hint = editing ?? nextTapHint({ board, phase, firer, target, nextTap, inspectMode, pickingCombatFirer });
  const choosing = !!target && !inspectMode && !pickingCombatFirer && !editing;
  return (
    <div className="next-tap" data-testid="next-tap" data-next-tap={editing ? 'edit' : choosing ? nextTap : phase}>
      <p
        className="next-tap-hint"
        aria-live="polite"
        data-testid="next-tap-hint"
        title={nextTapDetail({ board, phase, firer, target, nextTap, inspectMode })}
      >
        {hint}
      </p>
      {tooSmall && !target && !inspectMode && !editing && (
        <p className="next-tap-zoom" data-testid="zoom-hint">
          Zoom in, or type a label.
        </p>
      )}
      {choosing && (
        <div className="next-tap-choice" role="group" aria-label="What the next tap does">
          <button
            type="button"
            className={nextTap === 'pair' ? 'tap-mode tap-mode-on' : 'tap-mode'}
            aria-pressed={nextTap === 'pair'}
            onClick={() => setNextTap('pair')}
            data-testid="next-tap-pair"
          >
            New pair
          </button>
          <button
            type="button"
            className={nextTap === 'target' ? 'tap-mode tap-mode-on' : 'tap-mode'}
            aria-pressed={nextTap === 'target'}
            onClick={() => setNextTap('target')}
            data-testid="next-tap-target"
          >
            Same firer
          </button>
        </div>
      )}
    </div>
  );
}
