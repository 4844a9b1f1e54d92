// The combat sheet kept with the line it belongs to, in the tab's session
// storage: a reload, or a tab the phone discarded while it was locked and
// brings back, finds what was typed (DF, the target's flags, every firer's
// row) when the same line is back; a different line never gets it
// (docs/table.md, "Nothing typed is lost"). What is stored is read as
// untrusted: anything that is not exactly a sheet this version writes, or is
// larger than the largest one it can write, is ignored.

import { labelOf } from '../engine/board-model.ts';
import { WEAPON_CLASSES } from '../engine/combat/types.ts';
import { MAX_FIRERS } from '../engine/typed-numbers.ts';
import type { AppState, CombatFirerRow, CombatTargetInput } from './types.ts';

const KEY = 'hexlos:combat-sheet';
const VERSION = 1;

/** The longest text a combat sheet's field takes (its inputs' maxLength): no factor, range or hex label is longer. */
export const COMBAT_FIELD_MAX_LENGTH = 24;
/** The longest board id or rule-set id a stored line names. */
const LINE_PART_MAX_LENGTH = 200;
/**
 * The most characters a stored sheet may take: MAX_FIRERS rows of five
 * fields at COMBAT_FIELD_MAX_LENGTH, every character escaped as \uXXXX (six
 * characters), with their keys and the line, fit well inside it (the
 * largest valid sheet is about 45,000; combat-keep.test.ts writes it).
 */
export const MAX_STORED_CHARS = 64 * 1024;

/** What identifies the line a sheet was typed for. */
export interface CombatLine {
  readonly board: string;
  readonly from: string;
  readonly to: string;
  readonly rules: string;
}

export interface KeptSheet {
  readonly line: CombatLine;
  readonly open: boolean;
  readonly rows: readonly CombatFirerRow[];
  readonly target: CombatTargetInput;
}

/** The line on screen, when there is one to keep a sheet with. */
export function lineOf(
  state: Pick<AppState, 'board' | 'boardId' | 'boardFile' | 'firer' | 'target' | 'rules'>,
): CombatLine | undefined {
  const { board, firer, target } = state;
  const id = state.boardId ?? state.boardFile;
  if (!board || !firer || !target || !id) return undefined;
  return { board: id, from: labelOf(board, firer), to: labelOf(board, target), rules: state.rules };
}

export const sameLine = (a: CombatLine, b: CombatLine): boolean =>
  a.board === b.board && a.from === b.from && a.to === b.to && a.rules === b.rules;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, max = COMBAT_FIELD_MAX_LENGTH): v is string => typeof v === 'string' && v.length <= max;
const optionalText = (v: unknown): boolean => v === undefined || text(v);
const optionalFlag = (v: unknown): boolean => v === undefined || typeof v === 'boolean';

function readRow(v: unknown): CombatFirerRow | undefined {
  if (!isRecord(v)) return undefined;
  const { id, hex, af, weaponClass, range, mp, exitUnits, truck } = v;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return undefined;
  if (!text(hex) || !text(af) || !text(range)) return undefined;
  if (!(WEAPON_CLASSES as readonly unknown[]).includes(weaponClass)) return undefined;
  if (!optionalText(mp) || !optionalText(exitUnits) || !optionalFlag(truck)) return undefined;
  return {
    id,
    hex,
    af,
    weaponClass: weaponClass as CombatFirerRow['weaponClass'],
    range,
    ...(mp === undefined ? {} : { mp: mp as string }),
    ...(exitUnits === undefined ? {} : { exitUnits: exitUnits as string }),
    ...(truck === undefined ? {} : { truck: truck as boolean }),
  };
}

function readTarget(v: unknown): CombatTargetInput | undefined {
  if (!isRecord(v)) return undefined;
  const { df, armored, dispersed, overrun, indirect, observed, army } = v;
  if (!text(df)) return undefined;
  const flags = [armored, dispersed, overrun, indirect, observed];
  if (!flags.every((f) => typeof f === 'boolean')) return undefined;
  if (army !== undefined && army !== 'german' && army !== 'russian') return undefined;
  return {
    df,
    armored: armored as boolean,
    dispersed: dispersed as boolean,
    overrun: overrun as boolean,
    indirect: indirect as boolean,
    observed: observed as boolean,
    ...(army === undefined ? {} : { army }),
  };
}

function readLine(v: unknown): CombatLine | undefined {
  if (!isRecord(v)) return undefined;
  const { board, from, to, rules } = v;
  const part = (p: unknown): p is string => text(p, LINE_PART_MAX_LENGTH) && p !== '';
  return part(board) && part(from) && part(to) && part(rules) ? { board, from, to, rules } : undefined;
}

/** A stored sheet read back, or undefined for anything this version did not write whole (never throws). */
export function readKeptSheet(raw: string | null | undefined): KeptSheet | undefined {
  if (!raw || raw.length > MAX_STORED_CHARS) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isRecord(data) || data.v !== VERSION || typeof data.open !== 'boolean') return undefined;
  const line = readLine(data.line);
  const target = readTarget(data.target);
  if (!line || !target || !Array.isArray(data.rows) || data.rows.length < 1 || data.rows.length > MAX_FIRERS)
    return undefined;
  const rows: CombatFirerRow[] = [];
  for (const r of data.rows as unknown[]) {
    const row = readRow(r);
    if (!row || rows.some((kept) => kept.id === row.id)) return undefined;
    rows.push(row);
  }
  return { line, open: data.open, rows, target };
}

/** The text a sheet is stored as, or undefined when it is not one readKeptSheet would take back. */
export function keptSheetText(sheet: KeptSheet): string | undefined {
  const raw = JSON.stringify({ v: VERSION, ...sheet });
  return readKeptSheet(raw) ? raw : undefined;
}

type Store = {
  getState(): AppState;
  setState(partial: Partial<AppState>): void;
  subscribe(listener: (state: AppState, previous: AppState) => void): () => void;
};

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The sheet kept for the line now on screen, put back (and its odds asked for); any other line's is left alone. */
export function restoreCombatSheet(store: Store): void {
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(KEY);
  } catch {
    return;
  }
  const kept = readKeptSheet(raw);
  const line = lineOf(store.getState());
  if (!kept || !line || !sameLine(kept.line, line)) return;
  store.setState({ combatRows: kept.rows, combatTarget: kept.target, combatOpen: kept.open });
  void store.getState().requestCombat();
}

/** From now on the sheet is stored with the line on screen whenever either changes. */
export function keepCombatSheet(store: Store): () => void {
  return store.subscribe((state, previous) => {
    if (
      state.combatRows === previous.combatRows &&
      state.combatTarget === previous.combatTarget &&
      state.combatOpen === previous.combatOpen &&
      state.firer === previous.firer &&
      state.target === previous.target &&
      state.rules === previous.rules &&
      state.board === previous.board
    )
      return;
    const line = lineOf(state);
    // No line: what is stored stays with the line it was typed for, which a reload may bring back.
    if (!line) return;
    const raw = keptSheetText({ line, open: state.combatOpen, rows: state.combatRows, target: state.combatTarget });
    try {
      if (raw) storage()?.setItem(KEY, raw);
      else storage()?.removeItem(KEY);
    } catch {
      // No session storage (a private mode, a full quota): the sheet lives as long as the page.
    }
  });
}
