// What the map draws of the pick: the store's firer, target and verdict —
// except while a new line is being traced, when the picture last drawn stays
// until the new verdict comes, or until HOLD_MS have passed without it (then
// the new ends are drawn without a line, as before). A tap that moves the
// target so becomes one redraw of the line's layer, with its verdict, instead
// of two: the ends without a line at the tap, then the line. The first cost
// the page a frame (its canvas copied to the screen) that the worker's answer,
// already there, waited for.

import { useEffect, useReducer, useRef } from 'react';
import { hexEquals } from '../../engine/hex/axial.ts';
import type { LosResult } from '../../engine/rules/types.ts';
import type { Axial } from '../../engine/types.ts';
import { type AppState, useAppStore } from '../../store/index.ts';

/** How long a line being traced keeps the last picture: a verdict normally comes within a frame; a slower one shows the new ends first. */
export const HOLD_MS = 100;

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
  const shown = result && firer && target && hexEquals(result.from, firer) && hexEquals(result.to, target) ? result : undefined;
  return { firer, target, shown, askedAt: s.askedAt, losTiming: s.losTiming };
}

const samePick = (a: DrawnPick, b: DrawnPick): boolean =>
  a.firer === b.firer && a.target === b.target && a.shown === b.shown && a.askedAt === b.askedAt && a.losTiming === b.losTiming;

export function useDrawnPick(): DrawnPick {
  const last = useRef<DrawnPick | undefined>(undefined);
  /** The ends whose hold is over: drawn without their verdict while it is traced. */
  const holdOver = useRef<{ readonly firer: Axial | undefined; readonly target: Axial | undefined } | undefined>(undefined);
  const [, wake] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = useAppStore.subscribe((s, previous) => {
      if (s.phase !== 'tracing') {
        clearTimeout(timer);
        holdOver.current = undefined;
        return;
      }
      if (previous.phase === 'tracing' && s.firer === previous.firer && s.target === previous.target) return;
      clearTimeout(timer);
      const ends = { firer: s.firer, target: s.target };
      timer = setTimeout(() => {
        holdOver.current = ends;
        wake();
      }, HOLD_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, []);
  // The same state always selects the same picture (the store's hook compares the selections to decide whether to render).
  return useAppStore((s) => {
    const held = last.current;
    const over = holdOver.current?.firer === s.firer && holdOver.current?.target === s.target;
    if (held && s.phase === 'tracing' && !over) return held;
    const fresh = pickOf(s);
    if (held && samePick(held, fresh)) return held;
    last.current = fresh;
    return fresh;
  });
}
