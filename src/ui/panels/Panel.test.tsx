// @vitest-environment jsdom
// The phone's sheet: a new line drops it to its peek with the verdict showing,
// but a player's own tap on its handle wins over a verdict that commits later;
// and a tap that lands on the rule set's picker while the sheet moves under the
// finger chooses nothing (a rule set changes only when the player chooses it).

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import type { LosResult, RuleSetInfo } from '../../engine/rules/types.ts';
import type { Board, Axial } from '../../engine/types.ts';
import { resetAppStore, useAppStore } from '../../store/index.ts';
import { panelSettled, resetDeliberateChoice } from '../deliberate-choice.ts';
import { Panel } from './Panel.tsx';

const board = {
  family: 'panzerblitz',
  name: 'Test',
  cells: new Map(),
  edges: new Map(),
  labels: new Map(),
} as unknown as Board;

function line(from: Axial, to: Axial): LosResult {
  return {
    from,
    to,
    range: 4,
    rules: 'arvold',
    trace: 'hex',
    firer: { hex: from, label: 'A', level: 'G', terrain: 'clear', elevation: 0, inGully: false },
    target: { hex: to, label: 'B', level: 'G', terrain: 'clear', elevation: 0, inGully: false },
    visible: true,
    steps: [[from], [to]],
    routes: { count: 1n, blocked: 0n },
    reasons: [],
    notes: [],
    citations: [],
  };
}

/** The verdict for the line from `from` to `to`, asked for at `askedAt`, arriving now. */
function verdictArrives(from: Axial, to: Axial, askedAt: number): void {
  act(() => {
    useAppStore.setState({ firer: from, target: to, phase: 'result', result: line(from, to), askedAt });
  });
}

function tapHandle(): void {
  const handle = screen.getByTestId('sheet-handle');
  fireEvent.pointerDown(handle, { clientY: 500 });
  fireEvent.pointerUp(handle, { clientY: 500 });
  fireEvent.click(handle, { detail: 1 });
}

const a = { q: 1, r: 0 };
const b = { q: 5, r: 0 };
const c = { q: 6, r: 1 };

const ruleSets: RuleSetInfo[] = [
  { id: 'arvold', name: 'Arvold', source: '000', families: ['panzerblitz'], traces: ['hex'] },
  { id: 'tgx', name: 'GameX', source: '004', families: ['panzerblitz'], traces: ['hex'] },
];

/** The page's clock, moved by the tests alone: a slow machine's renders take no time here. */
let clock = 1000;
const later = (ms: number) => (clock += ms);

beforeEach(() => {
  clock = 1000;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  resetAppStore();
  resetDeliberateChoice();
  useAppStore.setState({ board, ruleSetInfos: ruleSets, rules: 'arvold' });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the phone's sheet and a new line", () => {
  test('a new line asked for after the last tap on the handle drops the sheet to its peek', () => {
    render(<Panel sheet />);
    verdictArrives(a, b, performance.now());
    later(1000);
    tapHandle();
    expect(useAppStore.getState().sheet).toBe('full');
    verdictArrives(a, c, later(1000));
    expect(useAppStore.getState().sheet).toBe('peek');
  });

  test("a verdict asked for before the player's tap on the handle leaves the sheet where the player put it", () => {
    render(<Panel sheet />);
    verdictArrives(a, b, performance.now());
    // The player moves the target, and pulls the sheet up before that line's verdict has come.
    const askedAt = later(1000);
    later(50);
    tapHandle();
    expect(useAppStore.getState().sheet).toBe('full');
    verdictArrives(a, c, askedAt);
    expect(useAppStore.getState().sheet).toBe('full');
  });

  test('the line taken away and asked for again after the tap on the handle is a new line', () => {
    render(<Panel sheet />);
    verdictArrives(a, b, performance.now());
    later(1000);
    tapHandle();
    later(1000);
    act(() => useAppStore.setState({ target: undefined, phase: 'firerChosen', result: undefined }));
    verdictArrives(a, b, later(1000));
    expect(useAppStore.getState().sheet).toBe('peek');
  });
});

describe('the sheet handle moves the sheet once per gesture (docs/table.md "A tap on the handle moves the sheet once")', () => {
  const handle = () => screen.getByTestId('sheet-handle');
  const sheet = () => useAppStore.getState().sheet;

  test('a tap toggles on its click, not when the finger lifts', () => {
    render(<Panel sheet />);
    fireEvent.pointerDown(handle(), { clientY: 500 });
    fireEvent.pointerUp(handle(), { clientY: 505 });
    // The sheet has not risen yet, so nothing has slid under the finger before the tap's click.
    expect(sheet()).toBe('peek');
    fireEvent.click(handle(), { detail: 1 });
    expect(sheet()).toBe('full');
    tapHandle();
    expect(sheet()).toBe('peek');
  });

  test.each([
    { name: 'a drag up raises the lowered sheet', from: 'peek', dy: -80, to: 'full' },
    { name: 'a drag up keeps a raised sheet up', from: 'full', dy: -80, to: 'full' },
    { name: 'a drag down lowers the raised sheet', from: 'full', dy: 80, to: 'peek' },
    { name: 'a drag down keeps a lowered sheet down', from: 'peek', dy: 80, to: 'peek' },
  ] as const)('$name when the finger lifts, and the click after it toggles nothing', ({ from, dy, to }) => {
    useAppStore.setState({ sheet: from });
    render(<Panel sheet />);
    fireEvent.pointerDown(handle(), { clientY: 500 });
    fireEvent.pointerUp(handle(), { clientY: 500 + dy });
    expect(sheet()).toBe(to);
    later(100);
    fireEvent.click(handle(), { detail: 1 });
    expect(sheet()).toBe(to);
  });

  /** A drag up from the lowered sheet: the sheet rises when the finger lifts. */
  const dragUp = () => {
    fireEvent.pointerDown(handle(), { clientY: 500 });
    fireEvent.pointerUp(handle(), { clientY: 400 });
  };

  test.each([
    {
      name: "a tap right after a drag toggles, however soon it comes: only the drag's own click is the drag's",
      afterDrag: () => {
        fireEvent.click(handle(), { detail: 1 });
        expect(sheet()).toBe('full');
        later(50);
        tapHandle();
      },
    },
    { name: 'a drag whose press the browser gives no click does not eat the next tap', afterDrag: tapHandle },
    {
      name: 'the keyboard toggles it (a click with no press), even right after a drag',
      afterDrag: () => fireEvent.click(handle(), { detail: 0 }),
    },
  ])('$name', ({ afterDrag }) => {
    render(<Panel sheet />);
    dragUp();
    expect(sheet()).toBe('full');
    afterDrag();
    expect(sheet()).toBe('peek');
  });
});

describe('the rule set changes only when the player chooses it', () => {
  const gameX = () => screen.getByRole('radio', { name: /GameX/ });
  const tap = (target: HTMLElement) => {
    fireEvent.pointerDown(target);
    fireEvent.click(target);
  };

  test('a tap landing on the picker while the sheet drops for a new line chooses nothing', () => {
    render(<Panel sheet />);
    verdictArrives(a, b, performance.now());
    later(1000);
    tapHandle();
    later(1000);
    verdictArrives(a, c, later(1));
    expect(useAppStore.getState().sheet).toBe('peek');
    later(50);
    // The finger was aimed at something else; the dropping sheet slid the picker under it.
    tap(gameX());
    expect(useAppStore.getState().rules).toBe('arvold');
  });

  test('a tap landing on the picker while the sheet rises chooses nothing; once it is still, a tap chooses', () => {
    render(<Panel sheet />);
    tapHandle();
    later(50);
    tap(gameX());
    expect(useAppStore.getState().rules).toBe('arvold');
    act(() => panelSettled('sheet'));
    later(50);
    tap(gameX());
    expect(useAppStore.getState().rules).toBe('tgx');
  });

  test("a choice by the keyboard is always the player's", () => {
    render(<Panel sheet />);
    tapHandle();
    // No pointer went down for this choice: the handle's press is long past when a key chooses.
    later(3000);
    fireEvent.click(gameX());
    expect(useAppStore.getState().rules).toBe('tgx');
  });
});
