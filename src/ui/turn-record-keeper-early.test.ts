// @vitest-environment jsdom
// The verdicts shown before the turn record's keeper arrived (it loads with the first verdict, src/main.tsx) are
// judged as if it had been there (docs/table.md#the-turn-record): each that stood for the address's pause joins the
// record, one replaced or taken away sooner does not, and the one still on screen waits out the rest of its pause.

import { join } from 'node:path';

import { afterAll, expect, test, vi } from 'vitest';

import { loadBoardFile } from '../board/node-io.ts';
import { hexByLabel } from '../engine/board-model.ts';
import { evaluateLos } from '../engine/rules/index.ts';
import { type AppState, useAppStore } from '../store/index.ts';
import { ADDRESS_SETTLE_MS, isKept } from './address-sync.ts';
import { keepTurnRecord, turnRecordStore } from './turn-record-keeper.ts';

afterAll(() => vi.useRealTimers());

test('early verdicts: the two that stood are recorded, the one slid past is not, the last after its pause', async () => {
  const loaded = await loadBoardFile(join(process.cwd(), 'boards', 'ridge-and-river.json'));
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  const board = loaded.board;
  vi.useFakeTimers();
  useAppStore.setState({ board, boardId: 'ridge-and-river', boardList: [{ id: 'ridge-and-river' }] as never });
  const shownAt = (to: string): AppState => {
    const result = evaluateLos(board, { from: hexByLabel(board, 'A1')!, to: hexByLabel(board, to)!, rules: 'arvold' });
    useAppStore.setState({ result, phase: 'result' });
    return useAppStore.getState();
  };
  const now = performance.now();
  const early = [
    { state: shownAt('A4'), at: now - 3 * ADDRESS_SETTLE_MS },
    { state: shownAt('A5'), at: now - 2 * ADDRESS_SETTLE_MS },
    { state: shownAt('A6'), at: now - 2 * ADDRESS_SETTLE_MS + 10 },
    { state: shownAt('A7'), at: now - ADDRESS_SETTLE_MS / 2 },
  ];
  keepTurnRecord({ settleMs: ADDRESS_SETTLE_MS, isKept }, early);
  const targets = () => turnRecordStore.getState().entries.map((e) => e.toLabel);
  expect(targets()).toEqual(['A4', 'A6']);
  vi.advanceTimersByTime(ADDRESS_SETTLE_MS / 2);
  expect(targets()).toEqual(['A4', 'A6', 'A7']);
});

test('an early verdict that stood and was then taken away by a tap is recorded; one taken away sooner is not', async () => {
  const loaded = await loadBoardFile(join(process.cwd(), 'boards', 'ridge-and-river.json'));
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  const board = loaded.board;
  useAppStore.setState({ board, boardId: 'ridge-and-river', boardList: [{ id: 'ridge-and-river' }] as never });
  turnRecordStore.setState({ ...turnRecordStore.getState(), entries: [] }, true);
  const shownAt = (to: string | undefined): AppState => {
    const result =
      to === undefined
        ? undefined
        : evaluateLos(board, { from: hexByLabel(board, 'B1')!, to: hexByLabel(board, to)!, rules: 'arvold' });
    useAppStore.setState({ result, phase: result ? 'result' : 'firerChosen' });
    return useAppStore.getState();
  };
  const now = performance.now();
  const early = [
    { state: shownAt('B4'), at: now - 4 * ADDRESS_SETTLE_MS },
    { state: shownAt(undefined), at: now - 3 * ADDRESS_SETTLE_MS },
    { state: shownAt('B5'), at: now - 2 * ADDRESS_SETTLE_MS },
    { state: shownAt(undefined), at: now - 2 * ADDRESS_SETTLE_MS + 10 },
  ];
  keepTurnRecord({ settleMs: ADDRESS_SETTLE_MS, isKept }, early);
  const targets = () => turnRecordStore.getState().entries.map((e) => e.toLabel);
  expect(targets()).toEqual(['B4']);
  vi.advanceTimersByTime(ADDRESS_SETTLE_MS);
  expect(targets()).toEqual(['B4']);
});
