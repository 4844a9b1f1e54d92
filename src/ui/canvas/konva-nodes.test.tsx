// @vitest-environment jsdom
// The map's Konva binding: whatever order the parts mount and unmount in, the
// stage's layers and each layer's shapes stand in their `order`, a shape that
// goes is destroyed (out of Konva's registry of shapes), props reach the
// nodes, and StrictMode's second run of the effects leaves one node per part.

// oxlint-disable-next-line import/no-unassigned-import
import 'vitest-canvas-mock';
import { act, cleanup, render } from '@testing-library/react';
import type Konva from 'konva';
import { shapes } from 'konva/lib/Shape';
import { createRef, StrictMode } from 'react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';

import { MapLayer, MapShape, MapStage } from './konva-nodes.tsx';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

/** Which parts are on: layers a (order 0), b (order 1), c (order 2); in layer b, shapes x (0), y (1), z (2). */
type Parts = ReadonlySet<string>;

function Map({ parts, stageRef }: { parts: Parts; stageRef: React.RefObject<Konva.Stage | null> }) {
  return (
    <MapStage width={200} height={100} stageRef={stageRef}>
      {parts.has('c') && <MapLayer order={2} name="c" listening={false} />}
      {parts.has('b') && (
        <MapLayer order={1} name="b" listening={false}>
          {parts.has('z') && <MapShape order={2} name="z" sceneFunc={() => undefined} />}
          {parts.has('x') && <MapShape order={0} name="x" sceneFunc={() => undefined} />}
          {parts.has('y') && <MapShape order={1} name="y" sceneFunc={() => undefined} />}
        </MapLayer>
      )}
      {parts.has('a') && <MapLayer order={0} name="a" listening={false} />}
    </MapStage>
  );
}

const layerNames = (stage: Konva.Stage): string[] => stage.getChildren().map((l) => l.name());
const shapeNames = (stage: Konva.Stage): string[] =>
  (stage.findOne('.b') as Konva.Layer | undefined)?.getChildren().map((s) => s.name()) ?? [];
const shapesAlive = (): number => Object.keys(shapes).length;

/** Steps of parts switched on, each with the layers and shapes then expected, in drawing order. */
const SEQUENCES: readonly {
  readonly name: string;
  readonly steps: readonly { on: string; layers: string[]; shapes: string[] }[];
}[] = [
  {
    name: 'parts arrive top first',
    steps: [
      { on: 'c', layers: ['c'], shapes: [] },
      { on: 'c b z', layers: ['b', 'c'], shapes: ['z'] },
      { on: 'c b z y', layers: ['b', 'c'], shapes: ['y', 'z'] },
      { on: 'c b z y x a', layers: ['a', 'b', 'c'], shapes: ['x', 'y', 'z'] },
    ],
  },
  {
    name: 'a middle part leaves and comes back',
    steps: [
      { on: 'a b c x y z', layers: ['a', 'b', 'c'], shapes: ['x', 'y', 'z'] },
      { on: 'a b c x z', layers: ['a', 'b', 'c'], shapes: ['x', 'z'] },
      { on: 'a c', layers: ['a', 'c'], shapes: [] },
      { on: 'a b c y', layers: ['a', 'b', 'c'], shapes: ['y'] },
      { on: 'a b c x y z', layers: ['a', 'b', 'c'], shapes: ['x', 'y', 'z'] },
    ],
  },
];

describe('MapStage, MapLayer, MapShape', () => {
  for (const strict of [false, true]) {
    for (const sequence of SEQUENCES) {
      test(`${sequence.name}${strict ? ' (StrictMode)' : ''}: nodes in their order, gone ones destroyed`, () => {
        const stageRef = createRef<Konva.Stage>();
        const before = shapesAlive();
        const wrap = (parts: Parts) =>
          strict ? (
            <StrictMode>
              <Map parts={parts} stageRef={stageRef} />
            </StrictMode>
          ) : (
            <Map parts={parts} stageRef={stageRef} />
          );
        const view = render(wrap(new Set()));
        for (const step of sequence.steps) {
          act(() => view.rerender(wrap(new Set(step.on.split(' ')))));
          const stage = stageRef.current!;
          expect(layerNames(stage), step.on).toEqual(step.layers);
          expect(shapeNames(stage), step.on).toEqual(step.shapes);
          // One Konva shape per mounted MapShape: none left over by a remount.
          expect(shapesAlive() - before, step.on).toBe(step.shapes.length);
          // The layers' canvases stand in the page in the same order.
          const canvases = [...stage.content.querySelectorAll('canvas')];
          expect(canvases).toEqual(stage.getChildren().map((l) => (l as Konva.Layer).getNativeCanvasElement()));
        }
        view.unmount();
        expect(shapesAlive()).toBe(before);
        expect(stageRef.current).toBeNull();
      });
    }
  }

  test('props reach the node at every render, and the stage takes its new size', () => {
    const stageRef = createRef<Konva.Stage>();
    const shapeRef = createRef<Konva.Shape>();
    const draw = (width: number, fill: string) => (
      <MapStage width={width} height={100} stageRef={stageRef}>
        <MapLayer order={0}>
          <MapShape order={0} nodeRef={shapeRef} name="s" fill={fill} />
        </MapLayer>
      </MapStage>
    );
    const view = render(draw(200, 'red'));
    expect(shapeRef.current?.fill()).toBe('red');
    act(() => view.rerender(draw(300, 'blue')));
    expect(shapeRef.current?.fill()).toBe('blue');
    expect(stageRef.current?.width()).toBe(300);
    view.unmount();
    expect(shapeRef.current).toBeNull();
  });
});
