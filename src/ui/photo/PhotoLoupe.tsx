// A close look at the photo a board was traced over, around one place of the
// board: the review shows each proposal in it, and a blocking reason tapped
// at the table shows its hexside in it. It draws the worker's rectified
// picture (board space), so the place is found by board coordinates alone;
// the hexside is marked by two thin magenta lines either side of it, leaving
// the printed stroke between them to be seen.

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
}

/** Screen pixels between the hexside and each marking line. */
const MARK_GAP_PX = 9;

export function PhotoLoupe({ picture, segment, span, width, height, label, testId }: PhotoLoupeProps) {
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
    const ax = width / 2 + (segment.x1 - cx) * k;
    const ay = height / 2 + (segment.y1 - cy) * k;
    const bx = width / 2 + (segment.x2 - cx) * k;
    const by = height / 2 + (segment.y2 - cy) * k;
    const len = Math.hypot(bx - ax, by - ay) || 1;
    const nx = (-(by - ay) / len) * MARK_GAP_PX;
    const ny = ((bx - ax) / len) * MARK_GAP_PX;
    ctx.lineCap = 'round';
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
  }, [picture, segment, span, width, height]);
  return <canvas ref={ref} className="photo-loupe" style={{ width, height }} role="img" aria-label={label} data-testid={testId} />;
}
