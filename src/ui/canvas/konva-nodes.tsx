// The map's Konva nodes as React components: a stage, its layers and the
// shapes in them, each a Konva node kept while the component is mounted and
// given the component's props as its attributes at every render. The map draws everything through custom shapes (a scene
// function per shape), so this is all it needs of a React binding for Konva;
// react-konva would bring its own copy of React's reconciler (about 34 KiB of
// gzipped JavaScript, a sixth of the first page load), which only the photo
// tracer, loaded on demand, still uses (docs/performance.md).
//
// A node's place among its parent's children is its `order` (lowest drawn
// first), not the order in which the nodes were mounted: a part that arrives
// later (the line once there is one, the photo's layer loaded on demand) is
// still drawn between the ones it belongs between.

import type KonvaTypes from 'konva';
import { Konva } from 'konva/lib/Global';
import { Layer } from 'konva/lib/Layer';
import { Shape, shapes } from 'konva/lib/Shape';
import { Stage, stages } from 'konva/lib/Stage';
import { Util } from 'konva/lib/Util';
import { createContext, useCallback, useContext, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';

// Konva's modules the map uses, not konva/lib/Core, which also brings its
// tweens, animations, groups and fast layers (about 3 KiB of gzipped
// JavaScript the first screen does not use). Like Core, they are listed on the
// global Konva object, where the e2e suite and a developer's console find the
// stage (Konva.stages); the photo tracer's react-konva adds Core's other parts
// to the same object when it loads.
Util._assign(Konva, { Stage, stages, Layer, Shape, shapes });

/** The map's layers, bottom to top (BoardCanvas.tsx): the board, the photo it was traced over and the review's mark, the tints and marks, the line. */
export const STAGE_ORDER = { terrain: 0, underlay: 1, reviewMark: 2, marks: 3, los: 4 } as const;

type Parent = KonvaTypes.Stage | KonvaTypes.Layer;

const ParentNode = createContext<Parent | undefined>(undefined);

/** Each mounted node's `order`. */
const orders = new WeakMap<KonvaTypes.Node, number>();

/** Adds `node` to `parent` after every sibling of a lower or equal order and before every sibling of a higher one. */
function place(parent: Parent, node: KonvaTypes.Node, order: number): void {
  orders.set(node, order);
  (parent as KonvaTypes.Container).add(node as KonvaTypes.Layer & KonvaTypes.Shape);
  const index = parent
    .getChildren()
    .filter((sibling) => sibling !== node && (orders.get(sibling) ?? 0) <= order).length;
  if (node.zIndex() !== index) node.zIndex(index);
}

/** What every node component takes besides its attributes. */
interface NodeProps<N> {
  /** Its place among its siblings (lowest drawn first). */
  readonly order: number;
  /** Set to the node while it is mounted. */
  readonly nodeRef?: RefObject<N | null>;
}

/**
 * A shape made by `make` when the component mounts, placed by `order`, given
 * `attrs` at every render, and destroyed on unmount (a shape stays in Konva's
 * registry of shapes until it is destroyed).
 */
export function useMapShape<N extends KonvaTypes.Shape, A extends object>(
  make: () => N,
  { order, nodeRef }: NodeProps<N>,
  attrs: A,
): void {
  const parent = useContext(ParentNode);
  const node = useRef<N | null>(null);
  useLayoutEffect(() => {
    if (!parent) return undefined;
    const made = make();
    node.current = made;
    place(parent, made, order);
    if (nodeRef) nodeRef.current = made;
    return () => {
      node.current = null;
      if (nodeRef?.current === made) nodeRef.current = null;
      made.destroy();
    };
  }, [make, parent, order, nodeRef]);
  // Declared after the making, so a new shape has its attributes in the same commit, before any drawing.
  useLayoutEffect(() => {
    node.current?.setAttrs(attrs);
  });
}

/** The stage: a box of the map's size holding the layers' canvases. */
export function MapStage({
  width,
  height,
  stageRef,
  children,
}: {
  width: number;
  height: number;
  stageRef: RefObject<KonvaTypes.Stage | null>;
  children: ReactNode;
}) {
  const [stage, setStage] = useState<KonvaTypes.Stage>();
  const [size] = useState({ width, height });
  // Made when its box is in the page, destroyed (with its layers and shapes) when the box goes.
  const holderRef = useCallback(
    (holder: HTMLDivElement | null) => {
      if (!holder) return undefined;
      const made = new Stage({ container: holder, width: size.width, height: size.height, listening: false });
      stageRef.current = made;
      setStage(made);
      return () => {
        if (stageRef.current === made) stageRef.current = null;
        made.destroy();
      };
    },
    [stageRef, size],
  );
  useLayoutEffect(() => {
    stage?.size({ width, height });
  }, [stage, width, height]);
  // Konva fills the box with its own elements; React puts nothing in it.
  return <div ref={holderRef}>{stage && <ParentNode.Provider value={stage}>{children}</ParentNode.Provider>}</div>;
}

/**
 * A layer of the stage (its own canvas), and the parent of the shapes inside
 * it. Made at the first render, so that its shapes can be put in it before it
 * joins the stage; taken off the stage on unmount (a layer is in no registry).
 */
export function MapLayer({
  order,
  nodeRef,
  children,
  ...attrs
}: NodeProps<KonvaTypes.Layer> & Partial<KonvaTypes.LayerConfig> & { children?: ReactNode }) {
  const parent = useContext(ParentNode);
  const [layer] = useState(() => new Layer());
  useLayoutEffect(() => {
    layer.setAttrs(attrs);
  });
  useLayoutEffect(() => {
    if (!parent) return undefined;
    place(parent, layer, order);
    if (nodeRef) nodeRef.current = layer;
    return () => {
      if (nodeRef?.current === layer) nodeRef.current = null;
      layer.remove();
    };
  }, [parent, layer, order, nodeRef]);
  return <ParentNode.Provider value={layer}>{children}</ParentNode.Provider>;
}

const makeShape = (): KonvaTypes.Shape => new Shape();

/** A shape that draws itself with its `sceneFunc`. */
export function MapShape({ order, nodeRef, ...attrs }: NodeProps<KonvaTypes.Shape> & Partial<KonvaTypes.ShapeConfig>) {
  useMapShape(makeShape, { order, nodeRef }, attrs);
  return null;
}
