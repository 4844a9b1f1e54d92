// A close look at the photo a board was traced over, around one place of the
// board: the review shows each proposal in it, and a blocking reason tapped
// at the table shows its hexside in it. It draws the worker's rectified
// picture (board space), so the place is found by board coordinates alone;
// the hexside is marked by two thin magenta lines either side of it, leaving
// the printed stroke between them to be seen; a hex under review is ringed
// just outside its outline, leaving what is printed in it to be seen.

import { useEffect, useRef } from 'react';

import type { UnderlayPicture } from '../../store/photo/underlay-store.ts';

export interface LoupeSegment {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

export interface PhotoLoupeProps {
  readonly picture: UnderlayPicture;
  readonly segment: LoupeSegment;
  /** How much of the board the loupe spans across, in board units. */
  readonly span: number;
  readonly width: number;
  readonly height: number;
  readonly label: string;
  readonly testId?: string;
  /** A hex's corners (board space): ringed instead of the segment's marks. */
  readonly ring?: readonly { readonly x: number; readonly y: number }[];
}

/** Screen pixels between the hexside and each marking line. */
const MARK_GAP_PX = 9;

export function PhotoLoupe({ picture, segment, span, width, height, label, testId, ring }: PhotoLoupeProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
    const k = width / span;
    const cx = (segment.x1 + segment.x2) / 2;
    const cy = (segment.y1 + segment.y2) / 2;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = '#3a3d42';
    ctx.fillRect(0, 0, width, height);
    ctx.setTransform(dpr * k, 0, 0, dpr * k, dpr * (width / 2 - cx * k), dpr * (height / 2 - cy * k));
    ctx.imageSmoothingQuality = 'high';
    const { rect, bitmap } = picture;
    ctx.drawImage(bitmap, rect.x, rect.y, rect.width, rect.height);
    // The marks, in screen pixels.
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.lineCap = 'round';
    if (ring) {
      drawRing(ctx, ring, (p) => ({ x: width / 2 + (p.x - cx) * k, y: height / 2 + (p.y - cy) * k }));
      return;
    }
    const ax = width / 2 + (segment.x1 - cx) * k;
    const ay = height / 2 + (segment.y1 - cy) * k;
    const bx = width / 2 + (segment.x2 - cx) * k;
    const by = height / 2 + (segment.y2 - cy) * k;
    const len = Math.hypot(bx - ax, by - ay) || 1;
    const nx = (-(by - ay) / len) * MARK_GAP_PX;
    const ny = ((bx - ax) / len) * MARK_GAP_PX;
    for (const s of [1, -1]) {
      ctx.beginPath();
      ctx.moveTo(ax + s * nx, ay + s * ny);
      ctx.lineTo(bx + s * nx, by + s * ny);
      ctx.strokeStyle = 'rgba(255,255,255,0.9)';
      ctx.lineWidth = 5;
      ctx.stroke();
      ctx.strokeStyle = '#d0119c';
      ctx.lineWidth = 2.5;
      ctx.stroke();
    }
  }, [picture, segment, span, width, height, ring]);
  return (
    <canvas
      ref={ref}
      className="photo-loupe"
      style={{ width, height }}
      role="img"
      aria-label={label}
      data-testid={testId}
    />
  );
}

/** A hex ring this much wider than the hex (its corners' distance from the centre), in screen pixels. */
const RING_GAP_PX = 7;

function drawRing(
  ctx: CanvasRenderingContext2D,
  corners: readonly { x: number; y: number }[],
  toScreen: (p: { x: number; y: number }) => { x: number; y: number },
): void {
  const points = corners.map(toScreen);
  const cx = points.reduce((n, p) => n + p.x, 0) / points.length;
  const cy = points.reduce((n, p) => n + p.y, 0) / points.length;
  ctx.beginPath();
  points.forEach((p, i) => {
    const d = Math.hypot(p.x - cx, p.y - cy) || 1;
    const x = p.x + ((p.x - cx) / d) * RING_GAP_PX;
    const y = p.y + ((p.y - cy) / d) * RING_GAP_PX;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  });
  ctx.closePath();
  ctx.lineJoin = 'round';
  ctx.strokeStyle = 'rgba(255,255,255,0.9)';
  ctx.lineWidth = 5;
  ctx.stroke();
  ctx.strokeStyle = '#d0119c';
  ctx.lineWidth = 2.5;
  ctx.stroke();
}
