// The line of sight over the board: the line under the end rings, the
// evidence above them (pulsing while a place flashes), and the labels last —
// the ends' hex words and the range, measured and placed off the line and the
// evidence (tag-layout.ts), drawn upright in screen pixels. The first drawing
// of each new line is recorded for the tap-to-drawn figures (perf.ts).

import type Konva from 'konva';
import type { RefObject } from 'react';

import { cellAt } from '../../engine/board-model.ts';
import { BOARD_HEX_SIZE, boardPoint, hexToBoard } from '../../engine/hex/layout.ts';
import type { LosResult } from '../../engine/rules/types.ts';
import type { Axial, Board } from '../../engine/types.ts';
import type { AppState } from '../../store/index.ts';
import { markFirstVerdict } from '../first-verdict-marks.ts';
import type { Palette } from '../palette.ts';
import { recordDrawn } from '../perf.ts';
import { endWords } from '../words.ts';
import {
  drawEvidence,
  drawLosBase,
  drawRing,
  drawScreenTag,
  reasonPlace,
  TAG_HEIGHT,
  tagWidth,
} from './draw-overlay.ts';
import { MapLayer, MapShape, STAGE_ORDER } from './konva-nodes.tsx';
import { layoutTags } from './tag-layout.ts';
import type { ScreenDisc, ScreenSegment, TagLayout } from './tag-layout.ts';
import type { DrawTimes, MapSize, MapView } from './use-map-view.ts';
import { boardToScreen, hexOnScreen } from './view.ts';
import type { MapInsets } from './view.ts';

/** Where the labels went last, and the evidence they kept off (read by the test hook). */
export interface PlacedTags {
  readonly tags: TagLayout;
  readonly segments: readonly ScreenSegment[];
  readonly discs: readonly ScreenDisc[];
  /** What the end tags say (the test hook reads them). */
  readonly texts: { readonly firer?: string; readonly target?: string };
}

export interface LosLayerProps {
  readonly layerRef: RefObject<Konva.Layer | null>;
  readonly board: Board | undefined;
  readonly firer: Axial | undefined;
  readonly target: Axial | undefined;
  /** The verdict for the chosen firer and target, when it has come. */
  readonly shown: LosResult | undefined;
  readonly palette: Palette;
  readonly map: MapView;
  readonly sizeRef: { readonly current: MapSize };
  readonly insetsRef: { readonly current: MapInsets };
  readonly flash: AppState['flash'];
  readonly flashStrength: { readonly current: number };
  readonly timesRef: { current: DrawTimes };
  readonly askedAt: AppState['askedAt'];
  readonly losTiming: AppState['losTiming'];
  readonly placed: { current: PlacedTags | undefined };
}

/** Draw in CSS pixels of the map: the layer's transform replaced by its pixel ratio alone. */
function inScreenPixels(shape: Konva.Shape, ctx: CanvasRenderingContext2D, draw: () => void): void {
  const pr = shape.getLayer()?.getCanvas().getPixelRatio() ?? 1;
  ctx.save();
  ctx.setTransform(pr, 0, 0, pr, 0, 0);
  draw();
  ctx.restore();
}

/** "C2 · level 1 hilltop", "W9 · wood copse"; a unit the verdict places in a gully is "in a gully" on its tag too, as the verdict says. */
function endTag(board: Board, hex: Axial, inGully = false): string {
  const cell = cellAt(board, hex);
  if (!cell) return '';
  if (inGully && board.family !== 'elevation') return `${cell.label} · gully`;
  return endWords(cell, board.family);
}

/** The labels: measured, placed off the line and the evidence, drawn upright in screen pixels. */
function drawTags(ctx: CanvasRenderingContext2D, props: LosLayerProps, board: Board): void {
  const { firer, target, shown, palette } = props;
  const v = props.map.viewRef.current;
  const { width, height } = props.sizeRef.current;
  const ins = props.insetsRef.current;
  const end = (h: Axial | undefined, which: 'firer' | 'target') => {
    if (!h) return undefined;
    const text = endTag(board, h, shown?.[which].inGully);
    const p = hexOnScreen(v, h);
    return { text, x: p.x, y: p.y, w: tagWidth(ctx, text), h: TAG_HEIGHT };
  };
  const f = end(firer, 'firer');
  const t = end(target, 'target');
  const segments: ScreenSegment[] = [];
  const discs: ScreenDisc[] = [];
  let rangeText: string | undefined;
  if (shown) {
    const a = hexOnScreen(v, shown.from);
    const b = hexOnScreen(v, shown.to);
    segments.push({ x1: a.x, y1: a.y, x2: b.x, y2: b.y, pad: 3 });
    const glow = Math.max(8, BOARD_HEX_SIZE * 0.17 * v.scale + 4) / 2 + 2;
    for (const reason of shown.reasons) {
      const place = reasonPlace(reason);
      if (place.kind === 'side') {
        const p1 = boardToScreen(v, boardPoint(place.segment.x1, place.segment.y1));
        const p2 = boardToScreen(v, boardPoint(place.segment.x2, place.segment.y2));
        segments.push({ x1: p1.x, y1: p1.y, x2: p2.x, y2: p2.y, pad: glow });
      } else if (place.kind === 'hex') {
        const c = hexOnScreen(v, place.hex);
        discs.push({ x: c.x, y: c.y, r: BOARD_HEX_SIZE * v.scale });
      }
    }
    if (shown.range > 0) rangeText = `range ${shown.range}`;
  }
  const tags = layoutTags({
    view: {
      x: ins.left,
      y: Math.max(0, ins.top - 8),
      w: width - ins.left - ins.right,
      h: height - ins.top - ins.bottom + 8,
    },
    hexRadius: BOARD_HEX_SIZE * v.scale,
    firer: f,
    target: t,
    range: rangeText ? { w: tagWidth(ctx, rangeText), h: TAG_HEIGHT } : undefined,
    // The line first, the deciding sides after it (the test hook reads them in that order).
    line: segments[0],
    segments: segments.slice(1),
    discs,
  });
  props.placed.current = { tags, segments, discs, texts: { firer: f?.text, target: t?.text } };
  if (f && tags.firer) drawScreenTag(ctx, f.text, tags.firer, palette);
  if (t && tags.target) drawScreenTag(ctx, t.text, tags.target, palette);
  if (rangeText && tags.range) drawScreenTag(ctx, rangeText, tags.range, palette);
}

/** The line under the end rings, the evidence above them, the labels last. */
const LOS_ORDER = { line: 0, firerRing: 1, targetRing: 2, evidence: 3, tags: 4 } as const;

export function LosLayer(props: LosLayerProps) {
  const { layerRef, board, firer, target, shown, palette, map, flash, flashStrength, timesRef, askedAt, losTiming } =
    props;
  const { viewRef } = map;
  return (
    <MapLayer order={STAGE_ORDER.los} nodeRef={layerRef} listening={false}>
      {shown && (
        <MapShape
          order={LOS_ORDER.line}
          name={shown.visible ? 'los los-clear' : 'los los-blocked'}
          perfectDrawEnabled={false}
          sceneFunc={(context) => {
            if (timesRef.current.recorded !== shown) timesRef.current.drawStart = performance.now();
            drawLosBase(context._context, shown, {
              palette,
              scale: viewRef.current.scale,
              flashIndex: undefined,
              flashStrength: 0,
            });
          }}
        />
      )}
      {board &&
        firer &&
        ring({
          name: 'firer-ring',
          order: LOS_ORDER.firerRing,
          hex: firer,
          colour: palette.firer,
          crosshair: false,
          palette,
        })}
      {board &&
        target &&
        ring({
          name: 'target-ring',
          order: LOS_ORDER.targetRing,
          hex: target,
          colour: palette.target,
          crosshair: true,
          palette,
        })}
      {shown && (
        <MapShape
          order={LOS_ORDER.evidence}
          name="evidence"
          perfectDrawEnabled={false}
          sceneFunc={(context) =>
            drawEvidence(context._context, shown, {
              palette,
              scale: viewRef.current.scale,
              flashIndex: flash?.index,
              flashList: flash?.list,
              flashStrength: flashStrength.current,
            })
          }
        />
      )}
      {board && firer && (
        <MapShape
          order={LOS_ORDER.tags}
          name="tags"
          perfectDrawEnabled={false}
          sceneFunc={(context, shape) => {
            inScreenPixels(shape, context._context, () => drawTags(context._context, props, board));
            if (shown) markFirstVerdict('verdict-drawn');
            const times = timesRef.current;
            if (shown && times.recorded !== shown) {
              times.recorded = shown;
              if (askedAt !== undefined && losTiming) {
                recordDrawn({
                  tap: askedAt,
                  ...losTiming,
                  commit: times.commit,
                  drawStart: times.drawStart,
                  drawn: performance.now(),
                });
              }
            }
          }}
        />
      )}
    </MapLayer>
  );
}

interface RingProps {
  readonly name: string;
  readonly order: number;
  readonly hex: Axial;
  readonly colour: string;
  readonly crosshair: boolean;
  readonly palette: Palette;
}

/** A chosen hex's strong ring, a named node (its label is drawn with the others, off the line). */
function ring(props: RingProps) {
  const p = hexToBoard(props.hex, BOARD_HEX_SIZE);
  return (
    <MapShape
      key={props.name}
      order={props.order}
      name={props.name}
      x={p.x}
      y={p.y}
      perfectDrawEnabled={false}
      sceneFunc={(context, shape) => {
        const s = shape.getAbsoluteScale().x;
        drawRing(context._context, props.colour, props.palette.ringHalo, s, props.crosshair);
      }}
    />
  );
}
