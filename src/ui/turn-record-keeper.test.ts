// @vitest-environment jsdom
// When a check joins the turn record (docs/table.md#the-turn-record): once its verdict has stood for the address's
// pause, so a target slid across the map is recorded where it came to rest; exporting records a verdict still
// waiting; the record survives a reload of the tab; a new record starts at 1.

import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';

import { loadBoardFile } from '../board/node-io.ts';
import { hexByLabel } from '../engine/board-model.ts';
import { evaluateLos } from '../engine/rules/index.ts';
import type { Board } from '../engine/types.ts';
import { useAppStore } from '../store/index.ts';
import { ADDRESS_SETTLE_MS, isKept } from './address-sync.ts';
import { clearTurnRecord, flushTurnRecord, keepTurnRecord, turnRecordStore } from './turn-record-keeper.ts';

let board: Board;

beforeAll(async () => {
  const loaded = await loadBoardFile(join(process.cwd(), 'boards', 'ridge-and-river.json'));
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  board = loaded.board;
  vi.useFakeTimers();
  useAppStore.setState({ board, boardId: 'ridge-and-river', boardList: [{ id: 'ridge-and-river' }] as never });
  keepTurnRecord({ settleMs: ADDRESS_SETTLE_MS, isKept });
});

afterAll(() => vi.useRealTimers());

/** A verdict shown, as the store applies one. */
function shown(from: string, to: string): void {
  const result = evaluateLos(board, { from: hexByLabel(board, from)!, to: hexByLabel(board, to)!, rules: 'arvold' });
  useAppStore.setState({ result, phase: 'result' });
}

const targets = () => turnRecordStore.getState().entries.map((e) => `${e.number}:${e.fromLabel}>${e.toLabel}`);

describe('the turn record’s keeper', () => {
  test('a target slid across four hexes is recorded once, where it stopped', () => {
    clearTurnRecord();
    for (const to of ['A4', 'A5', 'A6', 'A7']) {
      shown('A1', to);
      vi.advanceTimersByTime(ADDRESS_SETTLE_MS / 3);
    }
    expect(targets()).toEqual([]);
    vi.advanceTimersByTime(ADDRESS_SETTLE_MS);
    expect(targets()).toEqual(['1:A1>A7']);
  });

  test('checks that stood each get their number, in order; the same check again straight after is one entry', () => {
    clearTurnRecord();
    for (const [from, to] of [
      ['A1', 'A4'],
      ['A1', 'A4'],
      ['C2', 'C6'],
    ]) {
      shown(from, to);
      vi.advanceTimersByTime(ADDRESS_SETTLE_MS);
    }
    expect(targets()).toEqual(['1:A1>A4', '2:C2>C6']);
  });

  test('a verdict that stood its pause is recorded though the next tap takes it away before its timer runs', () => {
    clearTurnRecord();
    shown('C2', 'C6');
    // A busy page ran the tap (which clears the verdict) before the pause's timer, with the pause already over.
    const after = performance.now() + ADDRESS_SETTLE_MS;
    const clock = vi.spyOn(performance, 'now').mockReturnValue(after);
    useAppStore.setState({ result: undefined, phase: 'firerChosen' });
    clock.mockRestore();
    expect(targets()).toEqual(['1:C2>C6']);
    vi.advanceTimersByTime(ADDRESS_SETTLE_MS);
    expect(targets()).toEqual(['1:C2>C6']);
  });

  test('a verdict taken away before its pause is over is not recorded', () => {
    clearTurnRecord();
    shown('C2', 'C6');
    vi.advanceTimersByTime(ADDRESS_SETTLE_MS - 1);
    useAppStore.setState({ result: undefined, phase: 'firerChosen' });
    vi.advanceTimersByTime(ADDRESS_SETTLE_MS);
    expect(targets()).toEqual([]);
  });

  test('exporting records the verdict on screen at once, and the tab keeps the record for a reload', () => {
    clearTurnRecord();
    shown('B1', 'B5');
    flushTurnRecord();
    expect(targets()).toEqual(['1:B1>B5']);
    const kept = JSON.parse(sessionStorage.getItem('hexlosTurnRecord') ?? 'null') as { made: number };
    expect(kept.made).toBe(1);
  });
});
