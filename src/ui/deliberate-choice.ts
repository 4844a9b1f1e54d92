// A choice made by a tap counts only when the panel under the finger had been
// still: when the sheet rises or drops, or the panel scrolls itself (to the
// odds, to the top for a new line), whatever slides under a finger that was
// about to tap something else must not take the tap. A rule set, a line's
// trace or a reading changed that way would silently change every verdict
// (docs/testing.md, "A choice counts only from a still panel").
// A choice by the keyboard is always deliberate.

/** A pointer pressed longer ago than this is not the one that made the choice now (a keyboard made it). */
const GESTURE_MS = 2000;

/** What moves the panel: the sheet changing height, the panel scrolling by code. */
export type PanelMotion = 'sheet' | 'scroll';

const movingUntil: Record<PanelMotion, number> = { sheet: Number.NEGATIVE_INFINITY, scroll: Number.NEGATIVE_INFINITY };
let pressedAt = Number.NEGATIVE_INFINITY;
let pressedWhileMoving = false;

/**
 * The panel started moving and moves until `until` at the latest (the sheet's
 * transition, a smooth scroll): `panelSettled` ends it sooner when the browser
 * says the motion ended.
 */
export function panelMoving(motion: PanelMotion, until: number): void {
  movingUntil[motion] = Math.max(movingUntil[motion], until);
}

/** The motion ended (the sheet's transition, the smooth scroll). */
export function panelSettled(motion: PanelMotion, at: number = performance.now()): void {
  movingUntil[motion] = Math.min(movingUntil[motion], at);
}

/** A pointer went down: whether the panel was moving is settled at that moment, for the choice it may make. */
export function pointerPressed(at: number = performance.now()): void {
  pressedAt = at;
  pressedWhileMoving = at < Math.max(movingUntil.sheet, movingUntil.scroll);
}

/** Whether a choice made now is the player's: not a tap that landed while the panel moved under it. */
export function choiceIsDeliberate(now: number = performance.now()): boolean {
  if (now - pressedAt > GESTURE_MS) return true;
  return !pressedWhileMoving;
}

/** For tests: as at page load. */
export function resetDeliberateChoice(): void {
  movingUntil.sheet = Number.NEGATIVE_INFINITY;
  movingUntil.scroll = Number.NEGATIVE_INFINITY;
  pressedAt = Number.NEGATIVE_INFINITY;
  pressedWhileMoving = false;
}

if (typeof window !== 'undefined')
  window.addEventListener('pointerdown', () => pointerPressed(), { capture: true, passive: true });
