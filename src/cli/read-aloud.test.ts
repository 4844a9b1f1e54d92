// Explanations a player can read aloud, kept as a test: 20 CLEAR and 20 BLOCKED lines on the
// bundled boards (hill-country and lake-and-heights included), read as a
// player reads them aloud. Every symbol and single-hex obstacle met is named
// once, with where it lies and the note that decided it; each rule's text is
// quoted once on the result, never in a sentence.

import { describe, expect, test } from 'vitest';

import { loadBoardFile } from '../board/node-io.ts';
import { hexByLabel, labelOf, symbolsBetween } from '../engine/board-model.ts';
import { traceOnBoard } from '../engine/board-trace.ts';
import type { RuleSetId, TraceMode } from '../engine/rules/ids.ts';
import { evaluateLos } from '../engine/rules/index.ts';
import { VERDICT_SYMBOL_NAMES } from '../engine/rules/panzerblitz/words.ts';
import type { LosReason, LosResult } from '../engine/rules/types.ts';
import type { Board } from '../engine/types.ts';

interface Line {
  readonly board: string;
  readonly from: string;
  readonly to: string;
  readonly rules: RuleSetId;
  readonly trace: TraceMode;
  readonly visible: boolean;
  /** The rule ids the line's entries cite (its reasons, then what did not block), as decided. */
  readonly notes: readonly string[];
}

const row = (
  board: string,
  from: string,
  to: string,
  rules: RuleSetId,
  trace: TraceMode,
  visible: boolean,
  notes: string,
): Line => ({
  board,
  from,
  to,
  rules,
  trace,
  visible,
  notes: notes ? notes.split(',') : [],
});

// Chosen by a seeded draw among lines of range 4–14 that meet obstacles, and four by hand
// (a disputed reading, a copse, a long town line, a side carrying two symbols).
const LINES: readonly Line[] = [
  row('lake-and-heights', 'CC3', 'DD9', 'arvold', 'hex', true, 'L,C'),
  row('lake-and-heights', 'DD7', 'BB2', 'arvold', 'hex', true, 'D,L'),
  row('lake-and-heights', 'FF7', 'CC2', 'arvold', 'hex', true, '001-c2,L'),
  row('lake-and-heights', 'Z4', 'L4', 'arvold', 'hex', true, 'L,hex-traced,C'),
  row('lake-and-heights', 'I10', 'B3', 'arvold', 'hex', false, '001-c3,O'),
  row('lake-and-heights', 'M2', 'E10', 'arvold', 'hex', false, 'gullies-A,O'),
  row('lake-and-heights', 'AA4', 'V9', 'arvold', 'hex', false, '001-c1,N,L'),
  row('lake-and-heights', 'S1', 'AA6', 'arvold', 'hex', false, 'O,hex-traced'),
  row('ridge-and-river', 'F3', 'J10', 'arvold', 'hex', true, 'L,E'),
  row('ridge-and-river', 'O8', 'F3', 'arvold', 'hex', true, 'F,L'),
  row('ridge-and-river', 'G6', 'U5', 'arvold', 'hex', true, 'L,C'),
  row('ridge-and-river', 'V9', 'CC5', 'arvold', 'hex', true, 'B'),
  row('ridge-and-river', 'G9', 'S1', 'arvold', 'hex', false, '001-c3,O'),
  row('ridge-and-river', 'O3', 'F1', 'arvold', 'hex', false, 'B,D,L'),
  row('ridge-and-river', 'N5', 'E7', 'arvold', 'hex', false, 'TET'),
  row('ridge-and-river', 'CC6', 'Y6', 'arvold', 'hex', false, 'TET,A'),
  row('ridge-and-river', 'X10', 'EE5', 'original', 'hex', true, 'orig-B'),
  row('ridge-and-river', 'DD5', 'X10', 'original', 'hex', true, 'orig-A'),
  row('lake-and-heights', 'Y3', 'FF5', 'original', 'hex', false, 'N,orig-E,hex-traced'),
  row('lake-and-heights', 'L2', 'C6', 'original', 'hex', false, 'orig-TET,hex-traced'),
  row('lake-and-heights', 'L1', 'Z4', 'tgx', 'hex', true, 'tgx-table,tgx-routes'),
  row('lake-and-heights', 'Y4', 'BB8', 'tgx', 'hex', true, 'tgx-table,tgx-routes'),
  row('ridge-and-river', 'U4', 'BB7', 'tgx', 'hex', false, 'tgx-3,tgx-1'),
  row('ridge-and-river', 'AA6', 'S8', 'tgx', 'hex', false, 'tgx-3'),
  row('hill-country', 'E9', 'L7', 'tagg', 'hex', true, ''),
  row('hill-country', 'C1', 'J3', 'tagg', 'hex', true, 'tagg-10'),
  row('hill-country', 'D11', 'L5', 'tagg', 'hex', true, 'tagg-10'),
  row('hill-country', 'F5', 'J6', 'tagg', 'hex', true, 'tagg-10'),
  row('hill-country', 'B9', 'C6', 'tagg', 'hex', false, 'tagg-6'),
  row('hill-country', 'L3', 'O11', 'tagg', 'hex', false, 'tagg-1,tagg-10'),
  row('hill-country', 'H5', 'P6', 'tagg', 'hex', false, 'tagg-1,tagg-10'),
  row('hill-country', 'O5', 'N10', 'tagg', 'hex', false, 'tagg-1'),
  row('ridge-and-river', 'S8', 'DD5', 'arvold', 'real', true, 'B'),
  row('ridge-and-river', 'M2', 'S6', 'arvold', 'real', true, 'A,001-c1'),
  row('lake-and-heights', 'G4', 'Q1', 'arvold', 'real', false, 'O'),
  row('lake-and-heights', 'I8', 'A8', 'arvold', 'real', false, 'O'),
  row('ridge-and-river', 'A1', 'F3', 'arvold', 'hex', true, 'F,L'),
  row('lake-and-heights', 'C2', 'K8', 'arvold', 'hex', true, '001-c2'),
  row('ridge-and-river', 'G6', 'EE6', 'arvold', 'hex', false, 'L,hex-traced,TET,A'),
  row('ridge-and-river', 'AA6', 'GG6', 'arvold', 'hex', false, '001-c3,O,hex-traced'),
];

const boards = new Map<string, Board>();
async function boardNamed(name: string): Promise<Board> {
  let b = boards.get(name);
  if (!b) {
    const loaded = await loadBoardFile(new URL(`../../boards/${name}.json`, import.meta.url).pathname);
    if (!loaded.ok) throw new Error(`bundled board ${name}`);
    b = loaded.board;
    boards.set(name, b);
  }
  return b;
}

const JUDGED = new Set(['green', 'gray', 'brown', 'orange', 'yellow', 'purple']);
const WORD_TO_SYMBOL = new Map(Object.entries(VERDICT_SYMBOL_NAMES).map(([symbol, words]) => [words, symbol]));
const sideKey = (board: Board, symbol: string, a: LosReason['between']) =>
  `${symbol} ${[...(a ?? [])]
    .map((h) => labelOf(board, h))
    .sort()
    .join('|')}`;

/** Every (symbol, side) and hex an entry names as its own: its side, the sides judged alike, the same side's other symbols. */
function named(board: Board, r: LosReason): string[] {
  const out: string[] = [];
  if (r.kind === 'hexside' && r.symbol) {
    out.push(sideKey(board, r.symbol, r.between));
    for (const m of r.text.matchAll(/The same side's (.+?) symbol/g))
      out.push(sideKey(board, WORD_TO_SYMBOL.get(m[1]) ?? m[1], r.between));
  }
  if (r.kind === 'hex' && r.hex) out.push(`hex ${labelOf(board, r.hex)}`);
  for (const a of r.alike ?? [])
    out.push(a.kind === 'hex' && a.hex ? `hex ${labelOf(board, a.hex)}` : sideKey(board, a.symbol ?? '', a.between));
  return out;
}

/** Note L's counted sides of one blocked route each name the others ("also: between …"): those are listed, not named twice. */
const isCountReason = (r: LosReason) => /is one of \d+ (orange|purple|orange or purple) hexsides/.test(r.text);

function readAloud(board: Board, line: Line, r: LosResult): void {
  const entries = [...r.reasons, ...(r.cleared ?? [])];
  // Named once.
  const all = entries.flatMap((e) => named(board, e));
  const twice = all.filter((k, i) => all.indexOf(k) !== i);
  expect(twice, entries.map((e) => e.text).join('\n')).toEqual([]);
  // Every symbol on a side some route crosses is named (hex-traced PanzerBlitz-family rule sets).
  if (line.trace === 'hex' && line.rules !== 'tagg' && line.rules !== 'tgx') {
    const trace = traceOnBoard(board, r.from, r.to);
    const said = new Set(all);
    for (const s of trace.sides.flat()) {
      for (const symbol of symbolsBetween(board, s.from, s.to)) {
        if (JUDGED.has(symbol))
          expect(
            said.has(sideKey(board, symbol, [s.from, s.to])),
            `${symbol} ${labelOf(board, s.from)}|${labelOf(board, s.to)} not named`,
          ).toBe(true);
      }
    }
  }
  for (const e of entries) {
    // Where it lies, as players measure it, and the note that decided it, by name.
    if (e.kind !== 'pair' && !isCountReason(e))
      expect(e.text, e.text).toMatch(/of the way|\bhex(es)? from the firing unit|\(level \d/);
    if (line.rules !== 'tagg' || e.rule) expect(e.cites?.length ?? 0, e.text).toBeGreaterThan(0);
    for (const id of e.cites ?? []) {
      const c = r.citations?.find((x) => x.id === id);
      expect(c, `${e.text}: ${id} not quoted on the result`).toBeDefined();
      expect(e.text).toContain(c!.name);
      expect(e.text).not.toContain(c!.text);
    }
  }
  // Each rule quoted once.
  const ids = (r.citations ?? []).map((c) => c.id);
  expect(new Set(ids).size).toBe(ids.length);
}

describe('20 CLEAR and 20 BLOCKED lines read aloud', () => {
  test('the rows are 20 CLEAR and 20 BLOCKED, on all three bundled boards', () => {
    expect(LINES.filter((l) => l.visible)).toHaveLength(20);
    expect(LINES.filter((l) => !l.visible)).toHaveLength(20);
    expect(new Set(LINES.map((l) => l.board))).toEqual(
      new Set(['lake-and-heights', 'ridge-and-river', 'hill-country']),
    );
  });

  test.each(LINES)('$board $from → $to ($rules, $trace): visible $visible, decided by [$notes]', async (line) => {
    const board = await boardNamed(line.board);
    const q = {
      from: hexByLabel(board, line.from)!,
      to: hexByLabel(board, line.to)!,
      rules: line.rules,
      trace: line.trace,
    };
    const r = evaluateLos(board, q);
    expect(r.visible).toBe(line.visible);
    expect([...new Set([...r.reasons, ...(r.cleared ?? [])].map((x) => x.rule))]).toEqual(line.notes);
    readAloud(board, line, r);
    // The converse reads the same way (000 note K).
    const back = evaluateLos(board, { ...q, from: q.to, to: q.from });
    expect(back.visible).toBe(line.visible);
    readAloud(board, line, back);
  });
});
