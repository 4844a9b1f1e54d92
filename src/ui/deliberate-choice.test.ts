// A choice counts only from a still panel (docs/testing.md, "A choice counts
// only from a still panel"), and a scroll by code that moves nothing, or has
// stopped moving, holds no tap back: it ends once the panel has been quiet.

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
  test('a tap while it moves chooses nothing', () => {
    scrollPanelByCode(stillPanel(), 400);
    vi.advanceTimersByTime(SCROLL_QUIET_MS / 2);
    pointerPressed();
    expect(choiceIsDeliberate()).toBe(false);
  });

  test('one that moves nothing ends once the panel has been quiet: a tap then chooses', () => {
    scrollPanelByCode(stillPanel(), 400);
    vi.advanceTimersByTime(SCROLL_QUIET_MS + 1);
    pointerPressed();
    expect(choiceIsDeliberate()).toBe(true);
  });

  test('it lasts while the panel keeps scrolling, and ends once its scroll events stop', () => {
    scrollPanelByCode(stillPanel(), 400);
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(SCROLL_QUIET_MS / 2);
      panelScrolled();
    }
    pointerPressed();
    expect(choiceIsDeliberate()).toBe(false);
    vi.advanceTimersByTime(SCROLL_QUIET_MS + 1);
    pointerPressed();
    expect(choiceIsDeliberate()).toBe(true);
  });
});
