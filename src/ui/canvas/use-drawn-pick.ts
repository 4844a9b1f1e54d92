// What the map draws of the pick: the firer, target and verdict the screen
// shows (shown-pick.ts), so while a new line is being traced the picture last
// drawn stays until the new verdict comes, or until the hold is over (then the
// new ends are drawn without a line, as before). A tap that moves the target
// so becomes one redraw of the line's layer, with its verdict, instead of
// two: the ends without a line at the tap, then the line. The first cost the
// page a frame (its canvas copied to the screen) that the worker's answer,
// already there, waited for.

import { useRef } from 'react';

import { hexEquals } from '../../engine/hex/axial.ts';
import type { LosResult } from '../../engine/rules/types.ts';
import type { Axial } from '../../engine/types.ts';
import type { AppState } from '../../store/index.ts';
import { useShown } from '../shown-pick.ts';

export interface DrawnPick {
  readonly firer: Axial | undefined;
  readonly target: Axial | undefined;
  /** The verdict for these ends, when it has come. */
  readonly shown: LosResult | undefined;
  readonly askedAt: AppState['askedAt'];
  readonly losTiming: AppState['losTiming'];
}

function pickOf(s: AppState): DrawnPick {
  const { firer, target, result } = s;
  const shown =
    result && firer && target && hexEquals(result.from, firer) && hexEquals(result.to, target) ? result : undefined;
  return { firer, target, shown, askedAt: s.askedAt, losTiming: s.losTiming };
}

const samePick = (a: DrawnPick, b: DrawnPick): boolean =>
  a.firer === b.firer &&
  a.target === b.target &&
  a.shown === b.shown &&
  a.askedAt === b.askedAt &&
  a.losTiming === b.losTiming;

export function useDrawnPick(): DrawnPick {
  const last = useRef<DrawnPick | undefined>(undefined);
  // The same state always selects the same picture (the store's hook compares the selections to decide whether to render).
  return useShown((s) => {
    const fresh = pickOf(s);
    if (last.current && samePick(last.current, fresh)) return last.current;
    last.current = fresh;
    return fresh;
  });
}
