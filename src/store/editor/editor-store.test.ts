// The editor's store: a tap is one undo step, a whole drag is one undo step,
// redo brings it back, and a hexside drag puts the symbol on every edge it
// passes along (or takes it off, when the first edge had it). The eraser
// clears an edge's symbols near a side and a hex's terrain in its middle, and
// never a hex from a tap meant for an edge. A session
// opens with Look, as the line under the map says.

import { beforeEach, describe, expect, test } from 'vitest';

import { newDoc, setSide, symbolsAt } from '../../board/edit/document.ts';
import { madeMeta } from '../../board/library/testing.ts';
import { edgeKey, hexKey } from '../../engine/hex/axial.ts';
import { BOARD_HEX_SIZE, boardPoint, hexCornersBoard, hexToBoard } from '../../engine/hex/layout.ts';
import { offsetToAxial, parseCellLabel } from '../../engine/hex/offset.ts';
import { FIRST_TOOL, redoEdit, undoEdit, useEditorStore } from './editor-store.ts';

const at = (label: string) => offsetToAxial(parseCellLabel(label)!, 'odd');
const centre = (label: string) => hexToBoard(at(label), BOARD_HEX_SIZE);
const meta = madeMeta('b', 'B');

beforeEach(() => {
  useEditorStore
    .getState()
    .startEditing(newDoc({ id: 'b', name: 'B', family: 'panzerblitz', columns: 10, rows: 8, shifted: 'odd' }), meta);
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

/** A point on the line from `a`'s centre to `b`'s: 0.5 is the middle of their common side. */
function between(a: string, b: string, t: number) {
  const p = centre(a);
  const q = centre(b);
  return boardPoint(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t);
}

/** C3 and C4 woods, D3 town; a green symbol on C3–D3 (C3 and C4 share a bare edge). */
function erasing(): void {
  const s = useEditorStore.getState();
  s.setTool('terrain');
  for (const [label, terrain] of [
    ['C3', 'woods'],
    ['C4', 'woods'],
    ['D3', 'town'],
  ] as const) {
    s.setPaint({ terrain });
    s.tapAt(centre(label));
  }
  useEditorStore.setState({ doc: setSide(doc(), edgeKey(at('C3'), 'SE'), 'green', true) });
  s.setTool('erase');
}

const terrainOf = (label: string): string | undefined => doc().hexes[hexKey(at(label))]?.terrain;
const GREEN_EDGE = () => edgeKey(at('C3'), 'SE');

describe('erasing', () => {
  const TAPS: {
    name: string;
    taps: (() => ReturnType<typeof boardPoint>)[];
    terrain: Record<string, string | undefined>;
    green: boolean;
  }[] = [
    {
      name: 'a tap in a hex’s middle makes it clear',
      taps: [() => centre('C3')],
      terrain: { C3: undefined, C4: 'woods', D3: 'town' },
      green: true,
    },
    {
      name: 'a tap near a bare edge, on the hex’s own side, clears nothing',
      taps: [() => between('C3', 'C4', 0.45)],
      terrain: { C3: 'woods', C4: 'woods', D3: 'town' },
      green: true,
    },
    {
      name: 'a tap near a bare edge, landing just across it, does not clear the neighbour',
      taps: [() => between('C3', 'C4', 0.55)],
      terrain: { C3: 'woods', C4: 'woods', D3: 'town' },
      green: true,
    },
    {
      name: 'a tap near an edge with a symbol clears the symbol and no terrain',
      taps: [() => between('C3', 'D3', 0.45)],
      terrain: { C3: 'woods', C4: 'woods', D3: 'town' },
      green: false,
    },
    {
      name: 'a second tap on the edge just cleared clears no terrain either side',
      taps: [() => between('C3', 'D3', 0.45), () => between('C3', 'D3', 0.52)],
      terrain: { C3: 'woods', C4: 'woods', D3: 'town' },
      green: false,
    },
    {
      name: 'a tap a little deeper than the edge band is the hex’s',
      taps: [() => between('C3', 'C4', 0.3)],
      terrain: { C3: undefined, C4: 'woods', D3: 'town' },
      green: true,
    },
  ];
  test.each(TAPS)('$name', ({ taps, terrain, green }) => {
    erasing();
    for (const p of taps) useEditorStore.getState().tapAt(p());
    for (const [label, t] of Object.entries(terrain)) expect(terrainOf(label), label).toBe(t);
    expect(symbolsAt(doc(), GREEN_EDGE())).toEqual(green ? ['green'] : []);
  });

  test('a drag along edges clears their symbols and no hex it passes beside', () => {
    erasing();
    const s = useEditorStore.getState();
    s.strokeStart(between('C3', 'C4', 0.52));
    s.strokeMove(between('C3', 'D3', 0.5));
    s.strokeMove(between('C3', 'D3', 0.48));
    s.strokeEnd();
    expect(symbolsAt(doc(), GREEN_EDGE())).toEqual([]);
    for (const [label, t] of [
      ['C3', 'woods'],
      ['C4', 'woods'],
      ['D3', 'town'],
    ])
      expect(terrainOf(label), label).toBe(t);
  });
});

describe('the tool a session opens with', () => {
  test('Look, whatever tool the last session ended with', () => {
    expect(useEditorStore.getState().tool).toBe(FIRST_TOOL);
    expect(FIRST_TOOL).toBe('look');
    useEditorStore.getState().setTool('terrain');
    useEditorStore.getState().stopEditing();
    useEditorStore
      .getState()
      .startEditing(newDoc({ id: 'c', name: 'C', family: 'panzerblitz', columns: 4, rows: 4, shifted: 'odd' }), meta);
    expect(useEditorStore.getState().tool).toBe('look');
  });
});
