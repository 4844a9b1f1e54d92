// The board editor's state: the document being edited with its undo history
// (zundo, a small well-kept undo/redo middleware for zustand: it keeps past
// and future snapshots of just the document, with a bound, and pauses while
// a stroke is drawn so that one stroke is one step), the tool and brush, and
// the stroke in progress. A separate store from the app's: its history must
// record the document and nothing else (not taps, verdicts or panels).
//
// Gestures arrive in board space (src/ui/editor turns screen points into
// board points); which hex or edge a point names is decided by the engine's
// exact geometry (boardToHex, pickSide), never by pixels.
//
// The eraser reads a point near a side (the outer third of a hex) as meant
// for that edge: it clears the edge's symbols, and where the edge has none it
// does nothing. Only a point in a hex's middle makes that hex clear again. (It
// used to fall back to the hex under the finger whenever the edge was bare,
// so a tap aimed at an edge, or a second tap on an edge just cleared,
// reset whichever hex the fingertip happened to land in: often the neighbour
// across the edge.)
//
// Every editing session opens with Look: taps pick the firer and the target,
// as the line under the map says, until a painting tool is chosen.

import { temporal } from 'zundo';
import { create } from 'zustand';

import {
  clearSide,
  paintHex,
  resetHex,
  setSide,
  symbolsAt,
  type EditDoc,
  type HexPaint,
  type WrittenBoard,
} from '../../board/edit/document.ts';
import type { LibraryMeta } from '../../board/library/library.ts';
import { hexKey } from '../../engine/hex/axial.ts';
import { BOARD_HEX_SIZE, boardPoint, boardToHex } from '../../engine/hex/layout.ts';
import type { BoardPoint } from '../../engine/hex/layout.ts';
import { pickSide } from '../../engine/hex/side-pick.ts';
import type { EdgeKey, HexsideSymbol } from '../../engine/types.ts';

/** Undo steps kept. */
export const HISTORY_LIMIT = 200;

export const EDITOR_TOOLS = ['look', 'terrain', 'hexside', 'erase'] as const;
export type EditorTool = (typeof EDITOR_TOOLS)[number];

export type SaveState = 'saved' | 'saving' | 'failed';

/** The tool an editing session opens with: nothing that changes the board on a stray tap. */
export const FIRST_TOOL: EditorTool = 'look';

/** How near a side the eraser reads a point as meant for the edge (a fraction of the way to the centre). */
const ERASE_SIDE_REACH = { num: 1, den: 3 };

interface Stroke {
  /** Hexside strokes: put the symbol on (true) or take it off, decided by the first edge. */
  sideOn?: boolean;
  /** Edges and hexes already visited in this stroke. */
  readonly seen: Set<string>;
  last: BoardPoint;
  recorded: boolean;
}

export interface EditorState {
  active: boolean;
  /** Library key of the board being edited. */
  meta: LibraryMeta | undefined;
  doc: EditDoc | undefined;
  tool: EditorTool;
  paint: HexPaint;
  symbol: HexsideSymbol;
  save: SaveState;
  /** The file last sent to the loader, to place its warnings on hexes and edges. */
  written: WrittenBoard | undefined;
  stroke: Stroke | undefined;
  /** Height in CSS pixels of the tools over the map (the map fits the board below them). */
  toolsHeight: number;
  /** `save`: whether the board as opened is kept on the device ('failed' when keeping it was refused). */
  startEditing(doc: EditDoc, meta: LibraryMeta, save?: SaveState): void;
  /** The board as saved elsewhere (another tab): it replaces the document, whose history then starts again. */
  replaceDoc(doc: EditDoc, meta: LibraryMeta): void;
  stopEditing(): void;
  setTool(tool: EditorTool): void;
  setPaint(paint: Partial<HexPaint>): void;
  setSymbol(symbol: HexsideSymbol): void;
  rename(name: string): void;
  /** One tap: a stroke of one point. */
  tapAt(p: BoardPoint): void;
  strokeStart(p: BoardPoint): void;
  strokeMove(p: BoardPoint): void;
  strokeEnd(): void;
  /** One edit made outside the map (the review of a traced board's proposals): one undo step. */
  edit(fn: (doc: EditDoc) => EditDoc): void;
}

type EditFn = (doc: EditDoc) => EditDoc;

export const useEditorStore = create<EditorState>()(
  temporal(
    (set, get) => {
      /** Applies an edit; the first change of a stroke makes one history step, the rest of the stroke joins it. */
      const apply = (edit: EditFn) => {
        const { doc, stroke } = get();
        if (!doc) return;
        const next = edit(doc);
        if (next === doc) return;
        set({ doc: next });
        if (stroke && !stroke.recorded) {
          stroke.recorded = true;
          useEditorStore.temporal.getState().pause();
        }
      };

      const sideReach = (tap: boolean) => (tap ? { num: 2, den: 3 } : { num: 1, den: 1 });

      /** What the tool does at one point of a stroke. */
      const at = (p: BoardPoint, tap: boolean) => {
        const { tool, paint, symbol, stroke } = get();
        if (!stroke) return;
        if (tool === 'terrain') {
          const hex = boardToHex(p, BOARD_HEX_SIZE);
          const id = `h${hexKey(hex)}`;
          if (stroke.seen.has(id)) return;
          stroke.seen.add(id);
          apply((d) => paintHex(d, hex, paint));
        } else if (tool === 'hexside') {
          const pick = pickSide(p, BOARD_HEX_SIZE, sideReach(tap || stroke.seen.size === 0));
          if (!pick || stroke.seen.has(pick.edge)) return;
          const doc = get().doc;
          if (!doc) return;
          stroke.sideOn ??= !symbolsAt(doc, pick.edge).includes(symbol);
          stroke.seen.add(pick.edge);
          const on = stroke.sideOn;
          apply((d) => setSide(d, pick.edge, symbol, on));
        } else if (tool === 'erase') {
          const pick = pickSide(p, BOARD_HEX_SIZE, ERASE_SIDE_REACH);
          if (pick) {
            if (stroke.seen.has(pick.edge)) return;
            stroke.seen.add(pick.edge);
            const edge: EdgeKey = pick.edge;
            apply((d) => clearSide(d, edge));
            return;
          }
          const hex = boardToHex(p, BOARD_HEX_SIZE);
          const id = `h${hexKey(hex)}`;
          if (stroke.seen.has(id)) return;
          stroke.seen.add(id);
          apply((d) => resetHex(d, hex));
        }
      };

      const begin = (p: BoardPoint) => set({ stroke: { seen: new Set(), last: p, recorded: false } });
      const end = () => {
        useEditorStore.temporal.getState().resume();
        set({ stroke: undefined });
      };

      return {
        active: false,
        meta: undefined,
        doc: undefined,
        tool: FIRST_TOOL,
        paint: { terrain: 'woods' },
        symbol: 'green',
        save: 'saved',
        written: undefined,
        stroke: undefined,
        toolsHeight: 0,

        startEditing(doc, meta, save = 'saved') {
          set({ active: true, doc, meta, tool: FIRST_TOOL, save, stroke: undefined, written: undefined });
          useEditorStore.temporal.getState().clear();
        },
        replaceDoc(doc, meta) {
          // An undo must not bring back a version the other tab has replaced.
          useEditorStore.temporal.getState().pause();
          set({ doc, meta, save: 'saved', stroke: undefined });
          useEditorStore.temporal.getState().resume();
          useEditorStore.temporal.getState().clear();
        },
        stopEditing() {
          set({ active: false, doc: undefined, meta: undefined, stroke: undefined, written: undefined });
          useEditorStore.temporal.getState().clear();
        },
        setTool(tool) {
          set({ tool });
        },
        setPaint(paint) {
          set({ paint: { ...get().paint, ...paint } });
        },
        setSymbol(symbol) {
          set({ symbol });
        },
        rename(name) {
          const trimmed = name.trim();
          if (!trimmed) return;
          apply((d) => (d.name === trimmed ? d : { ...d, name: trimmed }));
          const meta = get().meta;
          if (meta) set({ meta: { ...meta, name: trimmed } });
        },
        tapAt(p) {
          begin(p);
          at(p, true);
          end();
        },
        strokeStart(p) {
          begin(p);
          at(p, false);
        },
        strokeMove(p) {
          const stroke = get().stroke;
          if (!stroke) return;
          // Points a fast finger skipped between two samples, every sixth of a hex.
          const dx = p.x - stroke.last.x;
          const dy = p.y - stroke.last.y;
          const steps = Math.min(64, Math.ceil(Math.hypot(dx, dy) / (BOARD_HEX_SIZE / 6)));
          for (let i = 1; i <= steps; i++)
            at(boardPoint(stroke.last.x + (dx * i) / steps, stroke.last.y + (dy * i) / steps), false);
          stroke.last = p;
        },
        strokeEnd() {
          if (get().stroke) end();
        },
        edit(fn) {
          if (!get().stroke) apply(fn);
        },
      };
    },
    {
      partialize: (state) => ({ doc: state.doc }),
      equality: (past, current) => past.doc === current.doc,
      limit: HISTORY_LIMIT,
    },
  ),
);

export const undoEdit = (): void => useEditorStore.temporal.getState().undo();
export const redoEdit = (): void => useEditorStore.temporal.getState().redo();
