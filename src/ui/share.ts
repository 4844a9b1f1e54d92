// The shareable link: board, rule set, trace mode, firer and target in the
// URL's hash (#board=pb-2&rules=arvold&trace=hex&from=C2&to=G5). Opening such a
// link reproduces the verdict. The hash keeps the app one offline page.

import { RULE_SET_IDS, TRACE_MODES } from '../engine/rules/types.ts';
import type { RuleSetId, TraceMode } from '../engine/rules/types.ts';

export interface SharedView {
  readonly board?: string;
  readonly rules?: RuleSetId;
  readonly trace?: TraceMode;
  readonly from?: string;
  readonly to?: string;
  /** The board itself, packed (src/board/library/link-payload.ts), for a board the receiver may not have. */
  readonly carried?: string;
}

/** What the address says, before any of it is checked (for saying what could not be used). */
export interface RawSharedView {
  readonly board?: string;
  readonly rules?: string;
  readonly trace?: string;
  readonly from?: string;
  readonly to?: string;
  /** The packed board a link carries (`b`). */
  readonly b?: string;
}

export function readRawSharedView(hash: string): RawSharedView {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const text = (name: string): string | undefined => {
    const v = params.get(name)?.trim();
    return v ? v : undefined;
  };
  return {
    board: text('board'),
    rules: text('rules'),
    trace: text('trace'),
    from: text('from')?.toUpperCase(),
    to: text('to')?.toUpperCase(),
    b: text('b'),
  };
}

export function readSharedView(hash: string): SharedView {
  const raw = readRawSharedView(hash);
  const text = (name: keyof RawSharedView): string | undefined => raw[name];
  return {
    board: text('board'),
    rules: RULE_SET_IDS.find((id) => id === text('rules')),
    trace: TRACE_MODES.find((t) => t === text('trace')),
    from: text('from')?.toUpperCase(),
    to: text('to')?.toUpperCase(),
    carried: text('b'),
  };
}

export function writeSharedView(view: SharedView): string {
  const params = new URLSearchParams();
  if (view.board) params.set('board', view.board);
  if (view.rules) params.set('rules', view.rules);
  if (view.trace) params.set('trace', view.trace);
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  // Last: the longest part, and a link cut short loses only the board it carries.
  if (view.carried) params.set('b', view.carried);
  const text = params.toString();
  return text ? `#${text}` : '';
}
