// The editor's store: a tap is one undo step, a whole drag is one undo step,
// redo brings it back, and a hexside drag puts the symbol on every edge it
// passes along (or takes it off, when the first edge had it).

import { beforeEach, describe, expect, test } from 'vitest';
import { newDoc, symbolsAt } from '../../board/edit/document.ts';
import { edgeKey } from '../../engine/hex/axial.ts';
import { BOARD_HEX_SIZE, hexCornersBoard, hexToBoard } from '../../engine/hex/layout.ts';
import { offsetToAxial, parseCellLabel } from '../../engine/hex/offset.ts';
import { redoEdit, undoEdit, useEditorStore } from './editor-store.ts';

const at = (label: string) => offsetToAxial(parseCellLabel(label)!, 'odd');
const centre = (label: string) => hexToBoard(at(label), BOARD_HEX_SIZE);
const meta = { key: 'b', boardId: 'b', name: 'B', family: 'panzerblitz', kind: 'board', origin: 'made', savedAt: 0, bytes: 0 } as const;

beforeEach(() => {
  useEditorStore.getState().startEditing(newDoc({ id: 'b', name: 'B', family: 'panzerblitz', columns: 10, rows: 8, shifted: 'odd' }), meta);
});

const doc = () => useEditorStore.getState().doc!;
const past = () => useEditorStore.temporal.getState().pastStates.length;

describe('editing with undo', () => {
  test('a tap paints one hex as one step; undo and redo', () => {
    useEditorStore.getState().setTool('terrain');
    useEditorStore.getState().setPaint({ terrain: 'woods' });
    useEditorStore.getState().tapAt(centre('C3'));
    expect(Object.keys(doc().hexes)).toHaveLength(1);
    expect(past()).toBe(1);
    undoEdit();
    expect(doc().hexes).toEqual({});
    redoEdit();
    expect(Object.keys(doc().hexes)).toHaveLength(1);
  });

  test('a drag across five hexes is one step', () => {
    const s = useEditorStore.getState();
    s.setTool('terrain');
    s.setPaint({ terrain: 'town' });
    s.strokeStart(centre('A2'));
    for (const l of ['B2', 'C3', 'D3', 'E4']) s.strokeMove(centre(l));
    s.strokeEnd();
    expect(Object.keys(doc().hexes).length).toBeGreaterThanOrEqual(5);
    expect(past()).toBe(1);
    undoEdit();
    expect(doc().hexes).toEqual({});
  });

  test('a hexside drag along a column’s edges draws the chain, and a second drag from a drawn edge takes it off', () => {
    const s = useEditorStore.getState();
    s.setTool('hexside');
    s.setSymbol('brown');
    // Down the zig-zag of edges between column C and column D, from C2's NE corner to C5's SE corner.
    const corners = (label: string) => hexCornersBoard(at(label), BOARD_HEX_SIZE);
    const path = ['C2', 'C3', 'C4', 'C5'].flatMap((l) => [corners(l)[5], corners(l)[0], corners(l)[1]]);
    const drag = () => {
      s.strokeStart(path[0]);
      for (const p of path.slice(1)) s.strokeMove(p);
      s.strokeEnd();
    };
    drag();
    const edges = ['C2', 'C3', 'C4', 'C5'].flatMap((l) => [edgeKey(at(l), 'NE'), edgeKey(at(l), 'SE')]);
    for (const e of edges) expect(symbolsAt(doc(), e), e).toEqual(['brown']);
    expect(past()).toBe(1);
    drag();
    for (const e of edges) expect(symbolsAt(doc(), e), e).toEqual([]);
  });
});
