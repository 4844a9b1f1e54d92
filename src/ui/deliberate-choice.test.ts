// @vitest-environment jsdom
// A choice counts only from a still panel
// (docs/testing.md#a-choice-counts-only-from-a-still-panel): the sheet's change of height holds a tap back, a
// scroll by code does not (it brings the part the player asked for into view), and the content moving under a
// still sheet holds back a tap on what lay below the move for a reaction time.

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import {
  beforePressJudged,
  choiceIsDeliberate,
  CONTENT_SHIFT_MS,
  onChoiceRefused,
  panelContentShifted,
  panelContentStill,
  panelScrolled,
  pointerPressed,
  resetDeliberateChoice,
  SCROLL_QUIET_MS,
  scrollPanelByCode,
} from './deliberate-choice.ts';

/** A panel whose smooth scroll goes nowhere: it is already where it is asked to go, so no scroll event comes. */
const stillPanel = () => ({ scrollTo: vi.fn() }) as unknown as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  resetDeliberateChoice();
});
afterEach(() => vi.useRealTimers());

describe('a scroll by code', () => {
  test('holds no tap back: a tap on what it brought into view chooses, moving or not', () => {
    scrollPanelByCode(stillPanel(), 400);
    pointerPressed();
    expect(choiceIsDeliberate()).toBe(true);
    for (let i = 0; i < 3; i++) {
      vi.advanceTimersByTime(SCROLL_QUIET_MS / 2);
      panelScrolled();
    }
    pointerPressed();
    expect(choiceIsDeliberate()).toBe(true);
  });
});

describe('the panel’s content moving under a still sheet', () => {
  // Content pixels from the panel's top: the verdict's row of rule sets re-wraps at 120, a picker sits at 300.
  const SHIFT_TOP = 120;
  const BELOW = 300;
  const ABOVE = 40;

  test.each([
    { case: 'a press below the move, at once', pressedAfter: 0, top: BELOW, chooses: false },
    {
      case: 'a press below the move, just inside a reaction time',
      pressedAfter: CONTENT_SHIFT_MS - 1,
      top: BELOW,
      chooses: false,
    },
    {
      case: 'a press below the move, a reaction time after it',
      pressedAfter: CONTENT_SHIFT_MS,
      top: BELOW,
      chooses: true,
    },
    { case: 'a press above the move: nothing slid under it', pressedAfter: 0, top: ABOVE, chooses: true },
    { case: 'a press off the panel (the map)', pressedAfter: 0, top: undefined, chooses: true },
  ])('$case chooses: $chooses', ({ pressedAfter, top, chooses }) => {
    panelContentShifted(SHIFT_TOP, 1000);
    pointerPressed(1000 + pressedAfter, top);
    expect(choiceIsDeliberate(1000 + pressedAfter + 50)).toBe(chooses);
  });

  test('moves close together add up: the highest point that moved counts until the panel is still', () => {
    panelContentShifted(400, 1000);
    panelContentShifted(SHIFT_TOP, 1100);
    pointerPressed(1200, BELOW);
    expect(choiceIsDeliberate(1210)).toBe(false);
    // A reaction time after the last move, a new move starts afresh from its own point.
    panelContentShifted(400, 1100 + CONTENT_SHIFT_MS + 1);
    pointerPressed(1100 + CONTENT_SHIFT_MS + 2, BELOW);
    expect(choiceIsDeliberate(1100 + CONTENT_SHIFT_MS + 3)).toBe(true);
  });

  test('a tap that chose nothing is told, so the panel can say so; a choice made is not', () => {
    const told = vi.fn();
    const stop = onChoiceRefused(told);
    panelContentShifted(SHIFT_TOP, 1000);
    pointerPressed(1010, BELOW);
    choiceIsDeliberate(1020);
    expect(told).toHaveBeenCalledTimes(1);
    pointerPressed(1000 + CONTENT_SHIFT_MS + 10, BELOW);
    choiceIsDeliberate(1000 + CONTENT_SHIFT_MS + 20);
    expect(told).toHaveBeenCalledTimes(1);
    stop();
  });

  test('the panel is still a reaction time after its last move', () => {
    panelContentShifted(SHIFT_TOP, 1000);
    expect(panelContentStill(1000 + CONTENT_SHIFT_MS - 1)).toBe(false);
    expect(panelContentStill(1000 + CONTENT_SHIFT_MS)).toBe(true);
  });
});

describe('a move in the very frame of the press', () => {
  test('is told before the press is judged, so what slid under the finger chooses nothing', () => {
    // The panel's content changed size in this frame; its ResizeObserver would say so only at the frame's end.
    const panel = document.createElement('div');
    panel.className = 'panel-scroll';
    const picker = document.createElement('button');
    panel.append(picker);
    document.body.append(panel);
    const pressed: (Element | null)[] = [];
    const stop = beforePressJudged((element) => {
      pressed.push(element);
      panelContentShifted(0);
    });
    picker.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(choiceIsDeliberate()).toBe(false);
    // The check is told what was pressed, so the panel looks at its sections only for a press inside it.
    expect(pressed).toEqual([picker]);
    stop();
    vi.advanceTimersByTime(CONTENT_SHIFT_MS);
    picker.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(choiceIsDeliberate()).toBe(true);
    panel.remove();
  });
});
