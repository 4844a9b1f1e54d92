// Keeps the session's turn record (turn-record.ts) beside the app's store: a
// verdict that has stood for ADDRESS_SETTLE_MS joins it, as the address is
// written then too; exporting, hiding the page or leaving it records a verdict
// still waiting. The keeper itself loads with the first verdict (src/main.tsx). The record lives in the tab's session storage, so a reload in
// the middle of a turn keeps it, and a new tab starts its own.

import { createStore, useStore } from 'zustand';

import { boardFingerprint } from '../card/fingerprint.ts';
import { labelOf } from '../engine/board-model.ts';
import type { Board } from '../engine/types.ts';
import { useAppStore } from '../store/index.ts';
import type { AppState } from '../store/index.ts';
import { EMPTY_TURN_RECORD, type TurnRecord, turnCheckOf, withTurnCheck } from './turn-record.ts';

const STORAGE_KEY = 'hexlosTurnRecord';

export const turnRecordStore = createStore<TurnRecord>(() => readKept());

export const useTurnRecord = <T>(pick: (record: TurnRecord) => T): T => useStore(turnRecordStore, pick);

/**
 * What the keeper takes from start-up (startup.ts), handed over when it starts
 * rather than imported: this module loads on demand, and a chunk loaded on
 * demand that imported start-up would pull start-up's modules out of the
 * first page load into chunks of their own (docs/performance.md).
 */
export interface KeeperTerms {
  /** How long a verdict stands before it is recorded: the address's own pause (ADDRESS_SETTLE_MS). */
  readonly settleMs: number;
  /** Whether the board on screen is kept on this device, so its links carry it. */
  readonly isKept: (state: AppState) => boolean;
}

let terms: KeeperTerms = { settleMs: 300, isKept: () => false };

let settleTimer: ReturnType<typeof setTimeout> | undefined;
/** The verdict waiting out its pause, and since when (performance.now()). */
let waiting: { readonly result: AppState['result']; readonly since: number } | undefined;

const fingerprints = new WeakMap<Board, string>();
/** The board's fingerprint, hashed once per board loaded (a board edited is a new board object). */
function fingerprintOf(board: Board): string {
  let print = fingerprints.get(board);
  if (print === undefined) fingerprints.set(board, (print = boardFingerprint(board)));
  return print;
}

/** Records the verdict on screen now, if one is waiting to settle. */
export function flushTurnRecord(): void {
  recordWaiting(useAppStore.getState());
}

/** Records the waiting verdict as a state that still has it on screen shows it, and stops the wait. */
function recordWaiting(showing: AppState): void {
  clearTimeout(settleTimer);
  settleTimer = undefined;
  const verdict = waiting;
  waiting = undefined;
  if (verdict && showing.result === verdict.result) recordShown(showing);
}

/** The verdict a state of the app shows, added to the record. */
function recordShown(state: AppState): void {
  const { result, board, boardId } = state;
  if (!result || !board || !boardId) return;
  const carried = terms.isKept(state) && state.carried?.board === board ? state.carried.payload : undefined;
  const check = turnCheckOf({
    result,
    boardId,
    boardName: board.name,
    boardFingerprint: fingerprintOf(board),
    fromLabel: labelOf(board, result.from),
    toLabel: labelOf(board, result.to),
    readings: state.readings,
    carried,
  });
  setRecord(withTurnCheck(turnRecordStore.getState(), check));
}

/** Starts a new record (a new turn): the numbers start again from 1. */
export function clearTurnRecord(): void {
  clearTimeout(settleTimer);
  waiting = undefined;
  setRecord(EMPTY_TURN_RECORD);
}

/** The verdict on screen joins the record once it has stood for the address's pause (a newer one starts the wait again). */
function recordWhenSettled(result: AppState['result'], since = performance.now()): void {
  waiting = { result, since };
  clearTimeout(settleTimer);
  settleTimer = setTimeout(flushTurnRecord, Math.max(0, since + terms.settleMs - performance.now()));
}

/**
 * The verdict on screen has changed or gone. The one it replaces joins the
 * record if it stood its whole pause: its timer and the tap that replaced it
 * are separate tasks, and a busy page may run the tap first, just after the
 * address (which has its own timer) already named that verdict's pair.
 */
function verdictChanged(state: AppState, previous: AppState): void {
  if (waiting && performance.now() - waiting.since >= terms.settleMs) recordWaiting(previous);
  if (state.result) recordWhenSettled(state.result);
  else {
    clearTimeout(settleTimer);
    waiting = undefined;
  }
}

/**
 * A change of the verdict on screen before the keeper arrived, and when
 * (performance.now()): a verdict shown, or taken away (a state with no result,
 * as a tap that starts a new pair leaves it).
 */
export interface EarlyVerdict {
  readonly state: AppState;
  readonly at: number;
}

/**
 * Follows the app's verdicts into the record, for the life of the page. The
 * verdicts shown while this module was on its way (kept by src/main.tsx) are
 * judged as if it had been here: each that stood for the pause before the
 * next change joins the record, and the last, still on screen, waits out the
 * rest of its pause.
 */
export function keepTurnRecord(startup: KeeperTerms, early: readonly EarlyVerdict[] = []): void {
  terms = startup;
  early.forEach((verdict, i) => {
    const next = early[i + 1];
    if (verdict.state.result && next && next.at - verdict.at >= terms.settleMs) recordShown(verdict.state);
  });
  const last = early.at(-1);
  const current = useAppStore.getState();
  if (last?.state.result && current.result === last.state.result) recordWhenSettled(current.result, last.at);
  else if (current.result) recordWhenSettled(current.result);
  useAppStore.subscribe((state, previous) => {
    if (state.result !== previous.result) verdictChanged(state, previous);
  });
  window.addEventListener('pagehide', flushTurnRecord);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushTurnRecord();
  });
}

function setRecord(record: TurnRecord): void {
  if (record === turnRecordStore.getState()) return;
  turnRecordStore.setState(record, true);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage full or refused: the record still lives for this page.
  }
}

/** The record this tab kept before a reload; an empty one when there is none or it does not read back. */
function readKept(): TurnRecord {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return EMPTY_TURN_RECORD;
    const { entries, made, carried } = kept as Partial<TurnRecord>;
    if (!Array.isArray(entries) || typeof made !== 'number' || typeof carried !== 'object' || carried === null)
      return EMPTY_TURN_RECORD;
    return { entries, made, carried };
  } catch {
    return EMPTY_TURN_RECORD;
  }
}
