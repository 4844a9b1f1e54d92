// A choice counts only from a still panel
// (docs/testing.md#a-choice-counts-only-from-a-still-panel): the sheet's change of height holds a tap back, a
// scroll by code does not (it brings the part the player asked for into view).

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import {
  choiceIsDeliberate,
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
